import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Anchor, Badge, Button, Grid, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPrice } from '#content/packages';
import { itemSpecs, quoteRequestStatuses, type QuoteRequestStatus } from '#server/modules/basket/basket.choices';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { useBusiness } from '#src/lib/business';
import { listedTotal, officeName, statusInfo, timelineLabel } from './quote-request-format';
import { UnsavedNotesOnPage } from '#src/components/admin/unsaved-notes';
import { FamilyDesign } from '#src/components/admin/family-design';
import { OrderFromSource } from '#src/components/admin/order-from-source';
import classes from '../basket.module.css';
import { CemeteryCheckView } from '#src/features/cemeteries/cemetery-check-view';

type QuoteRequest = RouterOutputs['admin']['quoteRequests']['get'];

/** One quote request: who, what they chose (as it was when they sent it), and the staff's work on it. */
export function QuoteRequestDetail({ id }: { id: string }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.admin.quoteRequests.get.queryOptions({ id }));

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/admin/quote-requests" size="sm">
          ← All quote requests
        </Anchor>
        <Group gap="sm" mt="xs" align="center">
          <Title order={1} size="h2">
            Quote request {data.reference}
          </Title>
          <Badge color={statusInfo[data.status].color} variant="filled" size="lg" data-testid="quote-request-status">
            {statusInfo[data.status].label}
          </Badge>
        </Group>
        <Text c="dimmed">Received {dates.dateTime(data.createdAt)}</Text>
      </div>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <RequestContact request={data} />

            <RequestItems request={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <WorkOnRequest key={data.updatedAt} id={data.id} status={data.status} staffNotes={data.staffNotes} />
            <OrderFromSource
              source={{ kind: 'quote_request', id: data.id }}
              withDesign={data.items.some((item) => !!item.design)}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Who sent the request and how to reach them, the cemetery, the timeline and their message. */
function RequestContact({ request: data }: { request: QuoteRequest }) {
  const business = useBusiness();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-heading">
      <Title order={2} size="h4" id="contact-heading" mb="sm">
        Contact
      </Title>
      <dl className={classes.details}>
        <dt>Name</dt>
        <dd>{data.name}</dd>
        <dt>Email</dt>
        <dd>{data.email ? <Anchor href={`mailto:${data.email}`}>{data.email}</Anchor> : 'Not given'}</dd>
        <dt>Phone</dt>
        <dd>
          {data.phone ? <Anchor href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</Anchor> : 'Not given'}
        </dd>
        <dt>Preferred office</dt>
        <dd>{officeName(data.preferredOffice, business.offices)}</dd>
        <dt>Cemetery</dt>
        <dd>
          {[data.cemeteryName, data.cemeteryTown].filter(Boolean).join(', ') || 'Not given'}
          <CemeteryCheckView check={data.cemeteryCheck} />
        </dd>
        <dt>Timeline</dt>
        <dd>{timelineLabel(data.timeline)}</dd>
        <dt>Message</dt>
        <dd className={classes.message}>{data.message ?? 'None'}</dd>
      </dl>
    </Paper>
  );
}

/** What the family chose, as it was when they sent it, with the listed total. */
function RequestItems({ request: data }: { request: QuoteRequest }) {
  const dates = useStaffTime();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="items-heading">
      <Title order={2} size="h4" id="items-heading" mb="sm">
        Items ({data.itemCount})
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.items.map((item) => (
          <Group component="li" key={`${item.itemType}:${item.itemId}`} wrap="nowrap" align="flex-start">
            {item.image ? (
              <img
                src={item.image.src}
                alt={item.image.alt}
                width={72}
                height={72}
                loading="lazy"
                className={classes.staffThumb}
              />
            ) : (
              <div className={classes.staffThumb} aria-hidden="true" />
            )}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Anchor href={item.link} target="_blank" fw={600}>
                {item.title}
              </Anchor>
              {itemSpecs(item) && (
                <Text size="sm" data-testid="item-specs">
                  {itemSpecs(item)}
                </Text>
              )}
              {item.estimate && (
                <Stack gap={0} data-testid="estimate-breakdown">
                  <Text size="sm">
                    Range {item.estimate.range} · price list version {item.estimate.versionId}
                  </Text>
                  {item.estimate.lines.map((line, index) => (
                    <Text size="sm" key={index}>
                      {line.label}: {line.amount}
                    </Text>
                  ))}
                </Stack>
              )}
              {item.design && <FamilyDesign design={item.design} />}
              {item.epitaph && (
                <Stack gap={0} data-testid="epitaph-lines">
                  {item.epitaph.lines.map((line, index) => (
                    <Text size="sm" key={index}>
                      {line.text} ({line.height})
                    </Text>
                  ))}
                  {!item.epitaph.fits && (
                    <Text size="sm" c="red.9">
                      Not every line fitted this stone when the family saved it.
                    </Text>
                  )}
                </Stack>
              )}
              <Text size="sm" c="dimmed">
                {item.category} · added {dates.dateTime(item.addedAt)}
              </Text>
            </Stack>
            <Text fw={600} ta="right">
              {item.priceCents === null ? 'On request' : formatPrice(item.priceCents)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" mt="md" pt="sm" className={classes.totalRow}>
        <Text fw={600}>Listed total</Text>
        <Text fw={700} ta="right" data-testid="listed-total">
          {listedTotal(data.items, data.knownTotalCents)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Prices as shown to the family when they added each item.
      </Text>
    </Paper>
  );
}

/** The staff's work on the request: its status and their notes. */
function WorkOnRequest({
  id,
  status: savedStatus,
  staffNotes,
}: {
  id: string;
  status: QuoteRequestStatus;
  staffNotes: string | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<QuoteRequestStatus>(savedStatus);
  const [notes, setNotes] = useState(staffNotes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useMutation(trpc.admin.quoteRequests.update.mutationOptions());
  const unchanged = status === savedStatus && notes.trim() === (staffNotes ?? '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const updated = await update.mutateAsync({ id, status, staffNotes: notes });
      queryClient.setQueryData(trpc.admin.quoteRequests.get.queryKey({ id }), updated);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.quoteRequests.list.queryKey() });
      notifications.show({ color: 'green', title: 'Saved', message: `Status: ${statusInfo[updated.status].label}` });
    } catch (error) {
      setErrors(fieldErrors(error));
      notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) });
    }
  }

  return (
    <Paper component="form" onSubmit={onSubmit} withBorder p="lg" radius="md" aria-labelledby="work-heading">
      <UnsavedNotesOnPage dirty={notes.trim() !== (staffNotes ?? '').trim()} />
      <Stack gap="md">
        <Title order={2} size="h4" id="work-heading">
          Work on this request
        </Title>
        <NativeSelect
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as QuoteRequestStatus)}
          data={quoteRequestStatuses.map((value) => ({ value, label: statusInfo[value].label }))}
          error={errors.status}
        />
        <Textarea
          label="Staff notes"
          description="Only staff see these notes."
          autosize
          minRows={5}
          maxRows={14}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          error={errors.staffNotes}
        />
        <Button type="submit" loading={update.isPending} disabled={unchanged}>
          Save changes
        </Button>
      </Stack>
    </Paper>
  );
}
