import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { siteImageEditSchema } from '#server/modules/site-images/site-images.admin-schema';
import type { AdminSiteImage } from '#server/modules/site-images/site-images.admin-repository';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { GuardedCancelButton, GuardedModal, UnsavedNotes } from '#src/components/admin/unsaved-notes';
import { firstErrorPerField } from '#src/lib/form-errors';

type Field = 'name' | 'altText' | 'usageNotes' | 'isActive';

/** Staff edit one site image. Alt text is required; what was typed survives a failed save. */
export function SiteImageEditor({ image, onClose }: { image: AdminSiteImage; onClose(): void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    name: image.name,
    altText: image.altText,
    usageNotes: image.usageNotes ?? '',
    isActive: image.isActive,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useMutation(trpc.admin.siteImages.update.mutationOptions());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = siteImageEditSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error) as Partial<Record<Field, string>>);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: image.id, item: parsed.data });
      await queryClient.invalidateQueries(trpc.admin.siteImages.list.pathFilter());
      notifications.show({ title: 'Saved', message: `"${parsed.data.name}" is saved.`, color: 'green' });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error) as Partial<Record<Field, string>>);
      notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <GuardedModal opened onClose={onClose} title={`Edit "${image.name}"`} size="lg">
      <UnsavedNotes dirty={values.usageNotes !== (image.usageNotes ?? '')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <img src={image.thumbnailUrl ?? image.imageUrl} alt="" style={{ maxWidth: 240, borderRadius: 6 }} />
          <TextInput
            label="Name"
            description="Service images are matched to their card by name."
            required
            value={values.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setValues((v) => ({ ...v, name }));
            }}
            error={errors.name}
            data-autofocus
          />
          <Textarea
            label="What the photo shows (alt text)"
            description="Read aloud to visitors who cannot see the photo, e.g. 'Our crew setting a gray upright headstone'."
            required
            autosize
            minRows={2}
            value={values.altText}
            onChange={(e) => {
              const altText = e.currentTarget.value;
              setValues((v) => ({ ...v, altText }));
            }}
            error={errors.altText}
          />
          <Textarea
            label="Usage notes"
            description="Where and why this image is used."
            autosize
            minRows={2}
            value={values.usageNotes}
            onChange={(e) => {
              const usageNotes = e.currentTarget.value;
              setValues((v) => ({ ...v, usageNotes }));
            }}
            error={errors.usageNotes}
          />
          <Checkbox
            label="Show on the website (active)"
            checked={values.isActive}
            onChange={(e) => {
              const isActive = e.currentTarget.checked;
              setValues((v) => ({ ...v, isActive }));
            }}
            error={errors.isActive}
          />
          <Group justify="flex-end" gap="sm">
            <GuardedCancelButton onClose={onClose}>Cancel</GuardedCancelButton>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
