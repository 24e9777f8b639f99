import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Autocomplete, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import {
  AVAILABILITY_LABELS,
  CATEGORY_SLUGS,
  galleryItemEditSchema,
  isPricedCategory,
  slugify,
  type Availability,
} from '#server/modules/gallery/gallery.schema';
import type { AdminGalleryItem } from '#server/modules/gallery/gallery.repository';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { firstErrorPerField } from '#src/lib/form-errors';
import { formatMoneyField, MoneyInput, moneyFieldValue } from '#src/components/admin/money-input';

type Field =
  'title' | 'slug' | 'description' | 'altText' | 'dimensions' | 'graniteColor' | 'priceCents' | 'availability';

interface FormValues {
  title: string;
  slug: string;
  description: string;
  altText: string;
  dimensions: string;
  graniteColor: string;
  price: string;
  availability: Availability;
}

const valuesOf = (item: AdminGalleryItem): FormValues => ({
  title: item.title ?? '',
  slug: item.slug ?? '',
  description: item.description ?? '',
  altText: item.altText ?? '',
  dimensions: item.dimensions ?? '',
  graniteColor: item.graniteColor ?? '',
  price: formatMoneyField(item.priceCents),
  availability: item.availability ?? 'available',
});

/** Staff edit one gallery item. What they typed stays in the form if saving fails. */
export function GalleryItemEditor({ item, onClose }: { item: AdminGalleryItem; onClose(): void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => valuesOf(item));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useMutation(trpc.admin.gallery.update.mutationOptions());
  const granites = useQuery(trpc.gallery.graniteColors.queryOptions());
  const priced = isPricedCategory(item.category);

  const set = (field: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The schema reads the typed price with the staff area's money parser (shared/money.ts).
    const price = moneyFieldValue(values.price);
    const parsed = galleryItemEditSchema.safeParse({
      title: values.title,
      slug: values.slug,
      description: values.description,
      altText: values.altText,
      dimensions: values.dimensions,
      graniteColor: values.graniteColor,
      priceCents: priced ? (price.error ? values.price : price.cents) : null,
      availability: priced ? values.availability : null,
    });
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error) as Partial<Record<Field, string>>);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: item.id, item: parsed.data });
      await queryClient.invalidateQueries(trpc.admin.gallery.list.pathFilter());
      notifications.show({ title: 'Saved', message: `"${parsed.data.title}" is saved.`, color: 'green' });
      onClose();
    } catch (error) {
      const fields = fieldErrors(error) as Partial<Record<Field, string>>;
      if (error instanceof TRPCClientError && error.data?.code === 'CONFLICT') fields.slug = error.message;
      setErrors(fields);
      notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Edit "${item.title ?? 'Untitled'}"`} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Title"
            required
            value={values.title}
            onChange={(e) => set('title')(e.currentTarget.value)}
            error={errors.title}
            data-autofocus
          />
          <TextInput
            label="Web address"
            description={`/gallery/${CATEGORY_SLUGS[item.category]}/${values.slug || '...'}`}
            required
            value={values.slug}
            onChange={(e) => set('slug')(e.currentTarget.value)}
            error={errors.slug}
            rightSectionWidth={130}
            rightSection={
              <Button variant="subtle" size="compact-sm" onClick={() => set('slug')(slugify(values.title))}>
                From the title
              </Button>
            }
          />
          <Textarea
            label="Description"
            description="Shown on the item's page. Leave a blank line between paragraphs."
            autosize
            minRows={3}
            value={values.description}
            onChange={(e) => set('description')(e.currentTarget.value)}
            error={errors.description}
          />
          <Textarea
            label="What the photo shows"
            description="Read aloud to visitors who cannot see the photo, e.g. 'Gray slant headstone with a carved rose'. Leave empty to use the title."
            autosize
            minRows={2}
            value={values.altText}
            onChange={(e) => set('altText')(e.currentTarget.value)}
            error={errors.altText}
          />
          <Group grow align="flex-start">
            <Autocomplete
              label="Granite color"
              data={(granites.data ?? []).map((g) => g.title)}
              value={values.graniteColor}
              onChange={set('graniteColor')}
              error={errors.graniteColor}
            />
            <TextInput
              label="Size"
              placeholder={'36" x 6" x 24" on a 48" x 12" x 6" base'}
              value={values.dimensions}
              onChange={(e) => set('dimensions')(e.currentTarget.value)}
              error={errors.dimensions}
            />
          </Group>
          {priced && (
            <Group grow align="flex-start">
              <MoneyInput
                label="Price"
                description="In dollars, like 2,450 or 2,450.50. Leave empty to show no price."
                value={values.price}
                onChange={(typed) => set('price')(typed)}
                error={errors.priceCents}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="availability-label">
                  Availability
                </Text>
                <SegmentedControl
                  aria-labelledby="availability-label"
                  value={values.availability}
                  onChange={(v) => set('availability')(v)}
                  data={Object.entries(AVAILABILITY_LABELS).map(([value, label]) => ({ value, label }))}
                />
              </Stack>
            </Group>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
