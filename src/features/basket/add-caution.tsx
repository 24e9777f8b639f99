import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBusiness } from '#src/lib/business';
import { useDialogFocusReturn } from '#src/lib/dialog-focus';

/** What a family should know before a piece goes in the basket. */
export type AddCaution = 'reserved' | 'clearance';

const copy: Record<AddCaution, { title: string; body: string[]; confirm: string }> = {
  reserved: {
    title: 'This monument is reserved',
    body: [
      'Another family has asked us to hold this piece while they decide, so it may not be available to you.',
      'You can still add it to your basket. If it becomes free we will tell you first; if not, we will help you find one like it.',
    ],
    confirm: 'Add it anyway',
  },
  clearance: {
    title: 'About clearance pieces',
    body: [
      'Clearance monuments are showroom displays and one-of-a-kind pieces at a reduced price. There is only one of each.',
      'Adding it to your basket does not hold it for you: when a piece is gone, it is gone. To hold it, please call us.',
    ],
    confirm: 'Add to basket',
  },
};

/** Said before a reserved or clearance piece goes in the basket, so nobody counts on it by mistake. */
export default function AddCautionDialog({
  caution,
  opened,
  onConfirm,
  onCancel,
}: {
  caution: AddCaution;
  opened: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const business = useBusiness();
  const text = copy[caution];
  const office = business.offices[0]!;
  useDialogFocusReturn(opened);
  return (
    <Modal opened={opened} onClose={onCancel} title={text.title} centered>
      <Stack gap="md">
        {text.body.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <Text size="sm">
          Questions? Call {office.city} at <a href={office.phoneHref}>{office.phone}</a>, {business.hours.label}.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Not now
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {text.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
