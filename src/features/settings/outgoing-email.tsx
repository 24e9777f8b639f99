import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { emailAudienceLabels } from '#server/modules/email/email.choices';
import { sendTestEmailSchema } from '#server/modules/email/email.schema';
import { eventTypeInfo, type EventType } from '#server/modules/events/events.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';

/** Alert titles in the text colour: a light alert's own title colour is too faint to read (axe). */
const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

const kindLabel = (type: string) => eventTypeInfo[type as EventType]?.label ?? type;

/**
 * Under the outgoing-email settings: "Send a test email", and the latest emails the site sent or
 * tried to send, each with its result in plain words (decision record 103).
 */
export function OutgoingEmail() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const dates = useStaffTime();
  const [to, setTo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const recent = useQuery({
    ...trpc.admin.email.recent.queryOptions(),
    // While an email is still being tried, the list follows it.
    refetchInterval: (query) => (query.state.data?.emails.some((e) => e.status === 'pending') ? 2000 : false),
  });
  const send = useMutation(trpc.admin.email.sendTest.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(null);
    setRefusal(null);
    const parsed = sendTestEmailSchema.safeParse({ to });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please check the address');
      return;
    }
    try {
      await send.mutateAsync(parsed.data);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.email.pathKey() });
      notifications.show({
        color: 'green',
        title: 'Test email on its way',
        message: 'Its result appears in the list below within a minute.',
      });
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  }

  const data = recent.data;
  return (
    <section aria-labelledby="outgoing-email-log">
      <Stack gap="sm">
        <Title order={2} size="h3" id="outgoing-email-log">
          Emails sent
        </Title>
        {data && !data.configured && (
          <Alert color="yellow" title="Outgoing email is not set up" styles={readableTitle}>
            No email is sent until the mail server and the “Send from” address above are filled in and saved. New
            requests still arrive in the admin screens.
          </Alert>
        )}
        <form onSubmit={submit} noValidate aria-label="Send a test email">
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label="Send a test email to"
              description="Leave empty to send it to your own address."
              type="email"
              autoComplete="email"
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              error={fieldError}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" loading={send.isPending} mt={{ base: 0, sm: 46 }}>
              Send a test email
            </Button>
          </Group>
        </form>
        {refusal && (
          <Alert color="red" title="Not sent" role="alert" styles={readableTitle}>
            {refusal}
          </Alert>
        )}
        {recent.isPending && <Text>Loading the emails…</Text>}
        {recent.isError && <Alert color="red">{errorMessage(recent.error)}</Alert>}
        {data && (
          <Text size="sm" c="dimmed">
            In the last 7 days: {data.lastWeek.sent} sent, {data.lastWeek.pending} still being tried,{' '}
            {data.lastWeek.failed} not sent.
          </Text>
        )}
        {data && data.emails.length === 0 && <Text>No email has been sent yet.</Text>}
        {data?.emails.map((email) => (
          <Card key={email.id} withBorder padding="sm" data-testid="sent-email">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {email.subject}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {emailAudienceLabels[email.audience]} ({email.to.join(', ')}) ·{' '}
                  {email.audience === 'test' || email.audience === 'staff' ? '' : `${kindLabel(email.eventType)} · `}
                  {dates.dateTime(email.createdAt)}
                </Text>
              </div>
              <Badge
                color={email.status === 'sent' ? 'brand.7' : email.status === 'pending' ? 'gray.7' : 'red.9'}
                variant={email.status === 'pending' ? 'outline' : 'filled'}
              >
                {email.status === 'sent' ? 'Sent' : email.status === 'pending' ? 'Trying' : 'Not sent'}
              </Badge>
            </Group>
            <Text size="sm" mt={4}>
              {email.statusWords}
              {email.status === 'sent' && email.sentAt ? ` on ${dates.dateTime(email.sentAt)}` : ''}.
            </Text>
            {email.lastError && email.status !== 'sent' && (
              <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                {email.lastError}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    </section>
  );
}
