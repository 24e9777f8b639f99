import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoneyField, MoneyInput, moneyFieldValue } from '#src/components/admin/money-input';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { ImageDropzone, UploadQueue } from '#src/kernels/media/image-dropzone';
import { useImageUploads } from '#src/kernels/media/use-image-uploads';

type Pkg = RouterOutputs['admin']['valueEngineering']['packages'][number];
type Values = {
  id: string;
  name: string;
  price: string;
  granite: string;
  style: string;
  summary: string;
  includes: string;
  imageAlt: string;
};

/** What the form sends: the typed fields, the price in cents and what is included one item a line. */
function packageInput(values: Values, priceCents: number) {
  return {
    id: values.id.trim(),
    name: values.name,
    priceCents,
    granite: values.granite,
    style: values.style,
    summary: values.summary,
    includes: values.includes
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    imageAlt: values.imageAlt,
  };
}

/** Adds a package or edits one: its details, then (once saved) its picture. */
export function PackageEditor({
  pkg,
  onSaved,
  onPicture,
}: {
  pkg: Pkg | null;
  onSaved: () => Promise<void>;
  onPicture: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.valueEngineering.createPackage.mutationOptions());
  const update = useMutation(trpc.admin.valueEngineering.updatePackage.mutationOptions());
  const [values, setValues] = useState<Values>({
    id: pkg?.id ?? '',
    name: pkg?.name ?? '',
    price: formatMoneyField(pkg?.priceCents),
    granite: pkg?.granite ?? '',
    style: pkg?.style ?? '',
    summary: pkg?.summary ?? '',
    includes: (pkg?.includes ?? []).join('\n'),
    imageAlt: pkg?.image.alt ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sendError, setSendError] = useState<string | null>(null);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name === 'price' ? 'priceCents' : name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSendError(null);
    const typed = moneyFieldValue(values.price);
    const priceCents = typed.cents;
    if (typed.error || !priceCents) {
      setErrors({ priceCents: typed.error ?? 'Please enter the package price, like 4,850' });
      return;
    }
    const input = packageInput(values, priceCents);
    try {
      if (pkg) await update.mutateAsync(input);
      else await create.mutateAsync(input);
      setErrors({});
      notifications.show({ title: 'Package saved', message: input.name, color: 'green' });
      await onSaved();
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setSendError(errorMessage(error, 'The package could not be saved.'));
    }
  }

  return (
    <Stack gap="lg">
      <form onSubmit={save} noValidate aria-label="Package details">
        <Stack gap="sm">
          {!pkg && (
            <TextInput
              label="Short code"
              description="Part of the package's link, e.g. heritage-gray-flat. Cannot change later."
              required
              {...field('id')}
            />
          )}
          <TextInput label="Name" required {...field('name')} />
          <MoneyInput
            label="Package price"
            description="In dollars: the most the family will pay; the deposit is half of it."
            required
            value={values.price}
            onChange={(price) => setValues((v) => ({ ...v, price }))}
            error={errors.priceCents}
          />
          <Group grow align="flex-start">
            <TextInput label="Granite" {...field('granite')} />
            <TextInput label="Style" {...field('style')} />
          </Group>
          <Textarea label="Summary" required rows={3} {...field('summary')} />
          <Textarea
            label="What is included"
            description="One line per item."
            required
            rows={6}
            {...field('includes')}
          />
          <TextInput
            label="Picture description"
            description="Read aloud to people who cannot see the picture."
            required
            {...field('imageAlt')}
          />
          {sendError && (
            <Alert color="red" variant="light" role="alert">
              {sendError}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {pkg ? 'Save changes' : 'Add package'}
            </Button>
          </div>
        </Stack>
      </form>
      {pkg ? <PackagePicture pkg={pkg} onUploaded={onPicture} /> : <Text size="sm">Add a picture once saved.</Text>}
    </Stack>
  );
}

/** The package's picture, replaced through the image pipeline. */
function PackagePicture({ pkg, onUploaded }: { pkg: Pkg; onUploaded: () => Promise<unknown> }) {
  const uploads = useImageUploads({
    endpoint: `/admin-api/ve/package-picture?packageId=${encodeURIComponent(pkg.id)}`,
    onUploaded: () => void onUploaded(),
    concurrency: 1,
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Picture
      </Title>
      <img src={pkg.image.src} alt={pkg.image.alt} width={240} height={180} style={{ objectFit: 'cover' }} />
      <ImageDropzone
        label="Replace the picture"
        hint="A photo or drawing of the monument; it is resized and converted for fast pages."
        inputLabel={`New picture for ${pkg.name}`}
        onFiles={(files) => uploads.add(files.slice(0, 1))}
      />
      <UploadQueue entries={uploads.entries} onClear={uploads.clearFinished} />
    </Stack>
  );
}
