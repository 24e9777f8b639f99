import { Link } from '@tanstack/react-router';
import { Anchor, Text } from '#src/components/plain';

/** The line under every form that collects someone's details, linking the privacy notice. */
export function PrivacyNote({ purpose }: { purpose: string }) {
  return (
    <Text size="sm" c="dimmed" data-privacy-note>
      We use your details only {purpose}, and never sell or share them.{' '}
      <Anchor component={Link} to="/privacy" size="sm" underline="always">
        Read our privacy notice
      </Anchor>
      .
    </Text>
  );
}
