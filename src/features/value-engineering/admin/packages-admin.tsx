import { formatPrice } from '#server/modules/shared/money';
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { PackageEditor } from './package-editor';

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
          <PackageRow
            key={pkg.id}
            pkg={pkg}
            first={index === 0}
            last={index === packages.length - 1}
            reordering={reorder.isPending}
            onMove={(by) => void move(index, by)}
            onEdit={() => setEditing(pkg)}
            onRetire={() => setRetiring(pkg)}
            onPutBack={() => void setRetired(pkg, false)}
          />
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

      <RetirePackageDialog
        retiring={retiring}
        busy={retire.isPending}
        onClose={() => setRetiring(null)}
        onRetire={(pkg) => void setRetired(pkg, true)}
      />
    </Stack>
  );
}

/** One package in the list: its picture, name, price and state, and the buttons to move, edit and retire it. */
function PackageRow({
  pkg,
  first,
  last,
  reordering,
  onMove,
  onEdit,
  onRetire,
  onPutBack,
}: {
  pkg: Pkg;
  first: boolean;
  last: boolean;
  reordering: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onRetire: () => void;
  onPutBack: () => void;
}) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
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
            disabled={first || reordering}
            onClick={() => onMove(-1)}
            aria-label={`Move up: ${pkg.name}`}
          >
            Move up
          </Button>
          <Button
            variant="default"
            size="sm"
            disabled={last || reordering}
            onClick={() => onMove(1)}
            aria-label={`Move down: ${pkg.name}`}
          >
            Move down
          </Button>
          <Button variant="light" size="sm" onClick={onEdit} aria-label={`Edit: ${pkg.name}`}>
            Edit
          </Button>
          {pkg.retired ? (
            <Button variant="light" size="sm" onClick={onPutBack} aria-label={`Put back on the site: ${pkg.name}`}>
              Put back on the site
            </Button>
          ) : (
            <Button variant="outline" color="red.9" size="sm" onClick={onRetire} aria-label={`Retire: ${pkg.name}`}>
              Retire
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** Asks before a package leaves the site, saying what happens to families who reserved it. */
function RetirePackageDialog({
  retiring,
  busy,
  onClose,
  onRetire,
}: {
  retiring: Pkg | null;
  busy: boolean;
  onClose: () => void;
  onRetire: (pkg: Pkg) => void;
}) {
  return (
    <Modal opened={retiring !== null} onClose={onClose} title="Retire this package?" centered>
      <Stack gap="lg">
        <Text>
          {retiring?.name} will no longer show on the site or be offered for reservation. Families who already reserved
          it keep it, with the price they were given. You can put it back at any time.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep it on the site
          </Button>
          <Button color="red.9" loading={busy} onClick={() => retiring && onRetire(retiring)}>
            Retire package
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
