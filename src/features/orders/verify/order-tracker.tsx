import { longCalendarDay } from '#content/format';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '#src/lib/trpc';
import classes from './verify.module.css';

type FamilyView = NonNullable<RouterOutputs['orders']['family']>;

/** "November 20, 2026" from "2026-11-20" (a calendar day: no time zone can move it). */
export const formatDay = longCalendarDay;

/** Where the memorial is: every stage with its date, what happens next, when it should be set. */
export function OrderTracker({ view }: { view: FamilyView }) {
  const currentIndex = view.stages.findIndex((s) => s.current);
  return (
    <section aria-labelledby="tracker-title">
      <Stack gap="md">
        <Title order={2} id="tracker-title">
          Where your memorial is
        </Title>
        <Paper withBorder p="md" radius="md">
          <Stack gap={6}>
            <Text>
              <strong>Now:</strong> {view.stages[currentIndex]?.title}
            </Text>
            {view.next && (
              <Text data-testid="next-stage">
                <strong>What happens next:</strong> {view.next.title}. {view.next.meaning}
              </Text>
            )}
            <Text>
              <strong>Expected installation:</strong>{' '}
              {view.expectedInstallation ?? 'We will tell you as soon as the cemetery confirms a date.'}
            </Text>
            {view.cemetery && (
              <Text>
                <strong>Cemetery:</strong> {view.cemetery}
              </Text>
            )}
          </Stack>
        </Paper>
        <ol className={classes.stages} aria-label="The stages of your order">
          {view.stages.map((stage, index) => {
            const done = stage.reachedOn !== null && index < currentIndex;
            const state = stage.current ? 'current' : done ? 'done' : 'later';
            return (
              <li
                key={stage.stage}
                className={`${classes.stage} ${stage.current ? classes.current : ''} ${done ? classes.done : ''}`}
                aria-current={stage.current ? 'step' : undefined}
              >
                <span className={classes.dot} aria-hidden="true" />
                <div>
                  <Text fw={stage.current ? 700 : 500}>
                    {stage.title}
                    <span className="visually-hidden">
                      {state === 'current'
                        ? ' (where your order is now)'
                        : state === 'done'
                          ? ' (done)'
                          : ' (still to come)'}
                    </span>
                  </Text>
                  <Text size="sm" c={stage.reachedOn ? undefined : 'dimmed'}>
                    {stage.reachedOn ? formatDay(stage.reachedOn) : stage.meaning}
                  </Text>
                  {stage.note && (
                    <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                      {stage.note}
                    </Text>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {view.earlierVersions.length > 0 && (
          <Text size="sm" c="dimmed">
            Earlier proof versions:{' '}
            {view.earlierVersions
              .map(
                (v) =>
                  `version ${v.version} (${v.status === 'approved' ? 'approved' : v.status === 'changes_requested' ? 'changes asked for' : 'replaced'})`,
              )
              .join(', ')}
            .
          </Text>
        )}
      </Stack>
    </section>
  );
}
