import { useState } from 'react';
import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { Created } from './add-webhook-modal';

/**
 * The new webhook's signing secret, shown once, to be copied into the other system. The last
 * address and secret stay in the dialog while it fades out (it went blank as it closed).
 */
export function SecretModal({ secret: current, onClose }: { secret: Created | null; onClose: () => void }) {
  const [secret, setSecret] = useState(current);
  if (current && current !== secret) setSecret(current);
  return (
    <Modal opened={current !== null} onClose={onClose} title="Webhook added: copy its secret now" centered>
      <Stack>
        <Text>
          The system at <strong style={{ overflowWrap: 'anywhere' }}>{secret?.url}</strong> uses this secret to check
          that messages really come from your website. Paste it into that system now:{' '}
          <strong>it will not be shown again.</strong>
        </Text>
        <Code block data-testid="webhook-secret" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret?.secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret?.secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy the secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>I have copied it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
