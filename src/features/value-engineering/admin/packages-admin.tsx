import { formatPrice } from '#server/modules/shared/money';
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoneyField, MoneyInput, moneyFieldValue } from '#src/components/admin/money-input';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { ImageDropzone, UploadQueue } from '#src/kernels/media/image-dropzone';
import { useImageUploads } from '#src/kernels/media/use-image-uploads';

type Pkg = RouterOutputs['admin']['valueEngineering']['packages'][number];

/**
 * /admin/ve/packages: the packages on the site, in their order. Staff add, edit, reorder,
 * retire (a retired package leaves the site but stays on every commitment that names it) and
 * change each picture through the image pipeline.
 */
export function PackagesAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: packages } = useSuspenseQuery(trpc.admin.valueEngineering.packages.queryOptions());
  const [editing, setEditing] = useState<Pkg | 'new' | null>(null);
  const [retiring, setRetiring] = useState<Pkg | null>(null);
  const reorder = useMutation(trpc.admin.valueEngineering.reorderPackages.mutationOptions());
  const retire = useMutation(trpc.admin.valueEngineering.retirePackage.mutationOptions());

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.valueEngineering.packages.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.valueEngineering.packages.pathKey() }),
    ]);

  async function move(index: number, by: -1 | 1) {
    const ids = packages.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    try {
      await reorder.mutateAsync({ ids });
      await refresh();
    } catch (error) {
      notifications.show({ title: 'Order not saved', message: errorMessage(error), color: 'red' });
    }
  }

  async function setRetired(pkg: Pkg, retired: boolean) {
    try {
      await retire.mutateAsync({ id: pkg.id, retired });
      await refresh();
      notifications.show({
        title: retired ? 'Package retired' : 'Package back on the site',
        message: pkg.name,
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not changed', message: errorMessage(error), color: 'red' });
    } finally {
      setRetiring(null);
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Packages
          </Title>
          <Text c="dimmed">The packages families see on the home page, /pricing and /value-engineering/packages.</Text>
        </div>
        <Button onClick={() => setEditing('new')}>Add a package</Button>
      </Group>

      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Packages in order">
        {packages.map((pkg, index) => (
          <Paper component="li" key={pkg.id} withBorder p="md" radius="md">
            <Group align="flex-start" wrap="wrap" gap="md">
              <img src={pkg.image.src} alt={pkg.image.alt} width={96} height={72} style={{ objectFit: 'cover' }} />
              <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                <Group gap="xs">
                  <Text fw={700}>{pkg.name}</Text>
                  {pkg.retired ? (
                    <Badge color="gray.7" variant="outline">
                      Retired
                    </Badge>
                  ) : (
                    <Badge color="#166534">On the site</Badge>
                  )}
                </Group>
                <Text>{formatPrice(pkg.priceCents)}</Text>
                <Text size="sm" c="dimmed">
                  {pkg.style} · {pkg.granite}
                </Text>
              </Stack>
              <Group gap="xs" wrap="wrap">
                <Button
                  variant="default"
                  size="sm"
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => void move(index, -1)}
                  aria-label={`Move up: ${pkg.name}`}
                >
                  Move up
                </Button>
                <Button
                  variant="default"
                  size="sm"
                  disabled={index === packages.length - 1 || reorder.isPending}
                  onClick={() => void move(index, 1)}
                  aria-label={`Move down: ${pkg.name}`}
                >
                  Move down
                </Button>
                <Button variant="light" size="sm" onClick={() => setEditing(pkg)} aria-label={`Edit: ${pkg.name}`}>
                  Edit
                </Button>
                {pkg.retired ? (
                  <Button
                    variant="light"
                    size="sm"
                    onClick={() => void setRetired(pkg, false)}
                    aria-label={`Put back on the site: ${pkg.name}`}
                  >
                    Put back on the site
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    color="red.9"
                    size="sm"
                    onClick={() => setRetiring(pkg)}
                    aria-label={`Retire: ${pkg.name}`}
                  >
                    Retire
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>

      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={editing === 'new' ? 'Add a package' : 'Edit package'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing !== null && (
          <PackageEditor
            key={editing === 'new' ? 'new' : editing.id}
            pkg={editing === 'new' ? null : editing}
            onSaved={async () => {
              await refresh();
              setEditing(null);
            }}
            onPicture={refresh}
          />
        )}
      </Drawer>

      <Modal opened={retiring !== null} onClose={() => setRetiring(null)} title="Retire this package?" centered>
        <Stack gap="lg">
          <Text>
            {retiring?.name} will no longer show on the site or be offered for reservation. Families who already
            reserved it keep it, with the price they were given. You can put it back at any time.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRetiring(null)} data-autofocus>
              Keep it on the site
            </Button>
            <Button
              color="red.9"
              loading={retire.isPending}
              onClick={() => retiring && void setRetired(retiring, true)}
            >
              Retire package
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function PackageEditor({
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
  const [values, setValues] = useState({
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
    const input = {
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
