import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, List, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SECTION_LABELS } from '#server/modules/calculator/calculator.choices';
import type { SectionName } from '#server/modules/calculator/calculator.schema';
import { errorMessage } from '#src/lib/trpc';
import { CalculatorNav } from './calculator-nav';
import { useCalculatorDraft, type PricingDocument } from './calculator-client';
import type { FieldSpec } from './section-fields';
import { fromFormValues, ItemForm, toFormValues, type Values } from './section-item-form';

type Item = { key: string; name: string } & Values;

export interface SectionScreenProps {
  section: SectionName;
  title: string;
  intro: ReactNode;
  fields: FieldSpec[];
  columns: Array<{ label: string; render: (item: Item, document: PricingDocument) => ReactNode }>;
  newItem: (document: PricingDocument) => Values;
  /** Whether the order shows to families (then rows can be moved). */
  reorderable?: boolean;
}

/** A list of one kind of calculator item: search, add, edit, delete (naming what uses it), reorder. */
export function SectionScreen({ section, title, intro, fields, columns, newItem, reorderable }: SectionScreenProps) {
  const { draft, saveItem, deleteItem, reorder } = useCalculatorDraft();
  const document = draft.document;
  const items = document[section] as unknown as Item[];
  const labels = SECTION_LABELS[section];
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ originalKey: string | null; values: Values } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = needle ? items.filter((item) => `${item.name} ${item.key}`.toLowerCase().includes(needle)) : items;
  const usages = draft.usages[section] ?? {};

  function move(index: number, by: number) {
    const keys = items.map((i) => i.key);
    const [key] = keys.splice(index, 1);
    keys.splice(index + by, 0, key!);
    reorder.mutate({ baseRevision: draft.revision, section, keys });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteItem.mutateAsync({ baseRevision: draft.revision, section, key: deleting.key });
      notifications.show({ title: 'Deleted from the draft', message: deleting.name, color: 'green' });
      setDeleting(null);
    } catch (error) {
      notifications.show({ title: 'Not deleted', message: errorMessage(error), color: 'red' });
    }
  }

  const deletingUsers = deleting ? (usages[deleting.key] ?? []) : [];

  return (
    <Stack gap="lg">
      <CalculatorNav />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" maw={760}>
            {intro} Changes go to the draft; families see them after you publish on the overview.
          </Text>
        </div>
        <Button onClick={() => setEditing({ originalKey: null, values: toFormValues(newItem(document), fields) })}>
          Add a {labels.one}
        </Button>
      </Group>
      <TextInput
        type="search"
        label={`Search the ${labels.many}`}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {needle ? `${shown.length} of ${items.length} ${labels.many} match.` : `${items.length} ${labels.many}.`}
      </Text>
      <ItemsTable
        items={items}
        shown={shown}
        columns={columns}
        document={document}
        usages={usages}
        reorderable={Boolean(reorderable) && !needle}
        reordering={reorder.isPending}
        onMove={move}
        onEdit={(item) => setEditing({ originalKey: item.key, values: toFormValues(item, fields) })}
        onDelete={setDeleting}
      />

      {editing && (
        <ItemForm
          key={editing.originalKey ?? 'new'}
          title={editing.originalKey ? `Edit ${labels.one}` : `Add a ${labels.one}`}
          section={section}
          fields={fields}
          initial={editing.values}
          document={document}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            await saveItem.mutateAsync({
              baseRevision: draft.revision,
              originalKey: editing.originalKey,
              change: { section, item: fromFormValues(values, fields) } as never,
            });
            notifications.show({ title: 'Saved in the draft', message: String(values.name), color: 'green' });
          }}
        />
      )}

      <DeleteItemDialog
        deleting={deleting}
        users={deletingUsers}
        one={labels.one}
        pending={deleteItem.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

/** The section's items, one row each: their columns, what uses them, and the buttons to move, edit and delete. */
function ItemsTable({
  items,
  shown,
  columns,
  document,
  usages,
  reorderable,
  reordering,
  onMove,
  onEdit,
  onDelete,
}: {
  items: Item[];
  shown: Item[];
  columns: SectionScreenProps['columns'];
  document: PricingDocument;
  usages: Record<string, string[]>;
  /** Whether the move buttons show (the order matters and no search narrows the list). */
  reorderable: boolean;
  reordering: boolean;
  onMove: (index: number, by: number) => void;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label}>{c.label}</Table.Th>
            ))}
            <Table.Th>Used by</Table.Th>
            <Table.Th>
              <span className="visually-hidden">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((item) => {
            const index = items.indexOf(item);
            const users = usages[item.key] ?? [];
            return (
              <Table.Tr key={item.key}>
                {columns.map((c) => (
                  <Table.Td key={c.label}>{c.render(item, document)}</Table.Td>
                ))}
                <Table.Td>{users.length ? `${users.length}` : '—'}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {reorderable && (
                      <>
                        <ActionIcon
                          variant="default"
                          aria-label={`Move ${item.name} up`}
                          disabled={index === 0 || reordering}
                          onClick={() => onMove(index, -1)}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={`Move ${item.name} down`}
                          disabled={index === items.length - 1 || reordering}
                          onClick={() => onMove(index, 1)}
                        >
                          ↓
                        </ActionIcon>
                      </>
                    )}
                    <Button size="xs" variant="light" aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Delete ${item.name}`}
                      onClick={() => onDelete(item)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Asks before an item leaves the draft, and refuses while something still uses it (naming what). */
function DeleteItemDialog({
  deleting,
  users,
  one,
  pending,
  onClose,
  onConfirm,
}: {
  deleting: Item | null;
  users: string[];
  one: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={deleting !== null} onClose={onClose} title={`Delete this ${one}?`} centered>
      <Stack>
        {users.length ? (
          <>
            <Text>
              <strong>{deleting?.name}</strong> is used by {users.length} {users.length === 1 ? 'thing' : 'things'}:
            </Text>
            <List size="sm">
              {users.map((user) => (
                <List.Item key={user}>{user}</List.Item>
              ))}
            </List>
            <Text size="sm">Change those first; then it can be deleted.</Text>
          </>
        ) : (
          <Text>
            <strong>{deleting?.name}</strong> is not used anywhere. It leaves the draft now and the public calculator
            when you publish.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending} disabled={users.length > 0}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
