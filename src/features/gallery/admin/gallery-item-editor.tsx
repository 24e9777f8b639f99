import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Image, Modal, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
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
import type { AdminGalleryItem } from '#server/modules/gallery/gallery.admin-repository';
import { matchGranite } from '#server/modules/gallery/granite-choice';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { firstErrorPerField } from '#src/lib/form-errors';
import { formatMoneyField, MoneyInput, moneyFieldValue } from '#src/components/admin/money-input';

type Field =
  | 'title'
  | 'slug'
  | 'description'
  | 'altText'
  | 'dimensions'
  | 'graniteColor'
  | 'priceCents'
  | 'availability';

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

/** The form's values as the schema reads them; a photo outside the priced categories has no price. */
function typedItem(values: FormValues, granite: string | null, priced: boolean) {
  // The schema reads the typed price with the staff area's money parser (shared/money.ts).
  const price = moneyFieldValue(values.price);
  return {
    title: values.title,
    slug: values.slug,
    description: values.description,
    altText: values.altText,
    dimensions: values.dimensions,
    graniteColor: granite ?? '',
    priceCents: priced ? (price.error ? values.price : price.cents) : null,
    availability: priced ? values.availability : null,
  };
}

/** Staff edit one gallery item. What they typed stays in the form if saving fails. */
export function GalleryItemEditor({ item, onClose }: { item: AdminGalleryItem; onClose(): void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => valuesOf(item));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useMutation(trpc.admin.gallery.update.mutationOptions());
  const { granites, granite, unlisted, graniteOptions } = useGraniteChoice(values.graniteColor);
  const priced = isPricedCategory(item.category);

  const set = (field: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = galleryItemEditSchema.safeParse(typedItem(values, granite, priced));
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
          <PhotoPreview item={item} />
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
          <GraniteColorSelect
            granite={granite}
            options={graniteOptions}
            noneListed={granites.data !== undefined && granites.data.length === 0}
            unlisted={unlisted}
            error={errors.graniteColor}
            onChange={set('graniteColor')}
          />
          <TextInput
            label="Size"
            placeholder={'36" x 6" x 24" on a 48" x 12" x 6" base'}
            value={values.dimensions}
            onChange={(e) => set('dimensions')(e.currentTarget.value)}
            error={errors.dimensions}
          />
          {priced && (
            <PriceAndAvailability
              price={values.price}
              availability={values.availability}
              priceError={errors.priceCents}
              onPrice={set('price')}
              onAvailability={set('availability')}
            />
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

/** The granite as the price list names it, and the list's colors to choose from. */
function useGraniteChoice(typed: string) {
  const trpc = useTRPC();
  const granites = useQuery(trpc.admin.gallery.graniteChoices.queryOptions());
  // The price list's colors; a granite saved before that names none of them stays, marked as such.
  const colorNames = (granites.data ?? []).map((g) => g.name);
  const granite = matchGranite(typed, colorNames) ?? (typed.trim() || null);
  const unlisted = granite !== null && granites.data !== undefined && !colorNames.includes(granite);
  const graniteOptions = [
    ...(unlisted ? [{ value: granite, label: `${granite} (not in the price list)` }] : []),
    ...(granites.data ?? []).map((g) => ({
      value: g.name,
      label: g.offered ? g.name : `${g.name} (no longer offered)`,
    })),
  ];
  return { granites, granite, unlisted, graniteOptions };
}

/** The photo being edited, small, with its size in pixels. */
function PhotoPreview({ item }: { item: AdminGalleryItem }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Image
        src={item.thumbnailUrl ?? item.imageUrl}
        alt={`The photo: ${item.altText || item.title || 'untitled'}`}
        w={120}
        h={120}
        fit="cover"
        radius="sm"
      />
      <Text size="sm" c="dimmed">
        The photo you are editing{item.width && item.height ? ` (${item.width} × ${item.height} pixels)` : ''}.
      </Text>
    </Group>
  );
}

/** The granite color, chosen from the published price list (or kept as saved before the list). */
function GraniteColorSelect({
  granite,
  options,
  noneListed,
  unlisted,
  error,
  onChange,
}: {
  granite: string | null;
  options: Array<{ value: string; label: string }>;
  /** The price list is published without any color. */
  noneListed: boolean;
  unlisted: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      label="Granite color"
      description={
        noneListed
          ? 'The colors come from the published price list, and none is published yet.'
          : unlisted
            ? 'Saved before the list: choose the price list color it is, or keep it as it is.'
            : 'One of the price list’s colors.'
      }
      placeholder="Choose a color"
      data={options}
      value={granite}
      onChange={(value) => onChange(value ?? '')}
      error={error}
      searchable
      clearable
      nothingFoundMessage="No color of the price list has that name"
    />
  );
}

/** The price of a priced photo, and whether it is still available. */
function PriceAndAvailability({
  price,
  availability,
  priceError,
  onPrice,
  onAvailability,
}: {
  price: string;
  availability: Availability;
  priceError: string | undefined;
  onPrice: (typed: string) => void;
  onAvailability: (value: string) => void;
}) {
  return (
    <Group grow align="flex-start">
      <MoneyInput
        label="Price"
        description="In dollars, like 2,450 or 2,450.50. Leave empty to show no price."
        value={price}
        onChange={(typed) => onPrice(typed)}
        error={priceError}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="availability-label">
          Availability
        </Text>
        <SegmentedControl
          aria-labelledby="availability-label"
          value={availability}
          onChange={(v) => onAvailability(v)}
          data={Object.entries(AVAILABILITY_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </Stack>
    </Group>
  );
}
