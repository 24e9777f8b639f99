import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { eventTypeInfo, eventTypes } from '#server/modules/events/events.choices';
import { webhookEndpointInputSchema } from '#server/modules/webhooks/webhooks.schema';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';

export type Created = { url: string; secret: string };

/**
 * The dialog that adds an address to send new leads to. It stays mounted while closed so that,
 * as it closes, focus goes back to the button that opened it; the form inside starts empty each time.
 */
export function AddWebhookModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: Created) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a webhook" centered size="lg">
      <AddWebhookForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function AddWebhookForm({ onClose, onCreated }: { onClose: () => void; onCreated: (created: Created) => void }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.webhooks.create.mutationOptions());
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<string[]>([...eventTypes]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = webhookEndpointInputSchema.safeParse({ url, description, eventTypes: types });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      setErrors(Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, v?.[0] ?? ''])));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const created = await create.mutateAsync({ url, description, eventTypes: parsed.data.eventTypes });
      onCreated({ url: created.endpoint.url, secret: created.secret });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(errorMessage(error));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Address to send to"
          description="Given by the other system, for example https://hooks.zapier.com/…"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url}
          required
          inputMode="url"
        />
        <TextInput
          label="Description"
          description="To remember what it is, for example “Our CRM”"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <Checkbox.Group label="Send these" value={types} onChange={setTypes} error={errors.eventTypes} required>
          <Stack gap="xs" mt="xs">
            {eventTypes.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={eventTypeInfo[type].label}
                description={eventTypeInfo[type].description}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add the webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
