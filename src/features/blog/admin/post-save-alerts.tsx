import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useStaffTime } from '#src/lib/staff-time';
import type { PostSave } from './use-post-save';

/**
 * What the save machine needs staff to know: a clash with a newer version (and the two ways out),
 * a refused save or publish, and changes brought back from this browser.
 */
export function PostSaveAlerts({ save }: { save: PostSave }) {
  const dates = useStaffTime();
  const { saveState, problem, setProblem, restored, live, loadNewer, keepMine, discardRestored } = save;
  return (
    <>
      {saveState === 'conflict' ? (
        <Alert color="red" title="Someone else changed this post" role="alert">
          <Stack gap="xs">
            <Text size="sm">
              {problem ??
                'This post was changed in another tab or by someone else. Your changes are kept here and were not saved.'}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={loadNewer}>
                Load the newer version (discard mine)
              </Button>
              <Button size="xs" color="red.8" onClick={keepMine}>
                Keep mine (replace the newer version)
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : problem ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}

      {restored && saveState !== 'conflict' ? (
        <Alert color="blue" title="We brought back your unsaved changes">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              These changes from {dates.dateTime(restored.savedAt)} were kept in this browser.{' '}
              {live ? 'Press “Save changes” to keep them.' : 'They will be saved in a moment.'}
            </Text>
            <Button size="xs" variant="default" onClick={discardRestored}>
              Discard them
            </Button>
          </Group>
        </Alert>
      ) : null}
    </>
  );
}
