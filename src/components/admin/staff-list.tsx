import type { ReactNode } from 'react';
import {
  Box,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  type DrawerProps,
} from '@mantine/core';
import { GuardedDrawer } from './unsaved-notes';
import { ListSearch } from './list-search';
import classes from './staff-list.module.css';

/** One page of a staff list as the server sends it (server/modules/shared/paged-list.ts). */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** "Showing 26-50 of 112.", or the screen's own words when nothing is there. */
export function listSummary(page: Omit<ListPage<unknown>, 'items'> & { items: readonly unknown[] }, empty: string) {
  if (page.total === 0) return empty;
  const first = (page.page - 1) * page.pageSize + 1;
  return `Showing ${first}-${first + page.items.length - 1} of ${page.total}.`;
}

export interface StaffListColumn<T> {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Kept on one line (a time, a reference, a badge). */
  nowrap?: boolean;
  align?: 'right';
}

export interface StaffListProps<T extends { id: string | number }> {
  title: string;
  description: ReactNode;
  /** Beside the title: the CSV button, "New order"... */
  actions?: ReactNode;
  /** Between the title and the filters: a panel one of the actions opened. */
  intro?: ReactNode;
  /** The filters, before the search box; each keeps its value in the address bar. */
  filters?: ReactNode;
  search?: { value: string | undefined; placeholder: string; onSearch: (q: string | undefined) => void };
  page: ListPage<T>;
  /** What the summary line says when nothing is there ("No submissions match."). */
  empty: string;
  /** On a phone, one card per record: its name (that opens it), a badge, a few lines. */
  card: { title: (item: T) => ReactNode; badge?: (item: T) => ReactNode; body: (item: T) => ReactNode };
  /** The accessible name of the phone's list of cards. */
  cardsLabel?: string;
  /** On a wider screen, a table. */
  columns: StaffListColumn<T>[];
  tableMinWidth: number;
  striped?: boolean;
  /** A click on a table row opens its record (the name in it is the button a keyboard reaches). */
  onOpen?: (item: T) => void;
  onPage: (page: number) => void;
  /** The record open in a side panel (kept in the address bar), and how the panel is called. */
  drawer?: { opened: boolean; onClose: () => void; title: string; size: DrawerProps['size']; children: ReactNode };
  /** After the list: a dialog the actions open. */
  children?: ReactNode;
}

/**
 * A staff list screen (decision 219): the title and its buttons, filters and a search box kept in
 * the address bar, "Showing a-b of n", cards on a phone and a table on a wider screen, the pager,
 * and the record's side panel. Used by submissions, quote requests, package commitments and
 * orders; each screen gives its words, its filters, its card and its columns.
 */
export function StaffList<T extends { id: string | number }>(props: StaffListProps<T>) {
  const { page } = props;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Text c="dimmed">{props.description}</Text>
        </div>
        {props.actions}
      </Group>

      {props.intro}

      {(props.filters || props.search) && (
        <Group align="flex-end" gap="md" wrap="wrap">
          {props.filters}
          {props.search && (
            <ListSearch
              value={props.search.value}
              placeholder={props.search.placeholder}
              onSearch={props.search.onSearch}
            />
          )}
        </Group>
      )}

      <Text size="sm" aria-live="polite">
        {listSummary(page, props.empty)}
      </Text>

      {page.items.length > 0 && <ListCards {...props} />}
      {page.items.length > 0 && <ListTable {...props} />}

      {pages > 1 && <ListPager page={page.page} pages={pages} onPage={props.onPage} />}

      {props.drawer && (
        <GuardedDrawer
          opened={props.drawer.opened}
          onClose={props.drawer.onClose}
          position="right"
          size={props.drawer.size}
          title={props.drawer.title}
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          {props.drawer.children}
        </GuardedDrawer>
      )}
      {props.children}
    </Stack>
  );
}

/** Phones get one card per record, its state in view beside its name. */
function ListCards<T extends { id: string | number }>({ page, card, cardsLabel }: StaffListProps<T>) {
  return (
    <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={cardsLabel}>
      {page.items.map((item) => (
        <Paper component="li" key={item.id} withBorder p="md" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            {card.title(item)}
            {card.badge && <Box style={{ flexShrink: 0 }}>{card.badge(item)}</Box>}
          </Group>
          {card.body(item)}
        </Paper>
      ))}
    </Stack>
  );
}

function ListTable<T extends { id: string | number }>({
  page,
  columns,
  tableMinWidth,
  striped,
  onOpen,
}: StaffListProps<T>) {
  return (
    <Table.ScrollContainer minWidth={tableMinWidth} visibleFrom="md">
      <Table striped={striped} highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, n) => (
              <Table.Th key={n} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.items.map((item) => (
            <Table.Tr
              key={item.id}
              className={onOpen ? classes.row : undefined}
              onClick={onOpen ? () => onOpen(item) : undefined}
            >
              {columns.map((column, n) => (
                <Table.Td key={n} ta={column.align} className={column.nowrap ? classes.nowrap : undefined}>
                  {column.cell(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const controlLabels = { previous: 'Previous page', next: 'Next page', first: 'First page', last: 'Last page' };

/** The pages, each a button Tab reaches, named for a screen reader ("Page 2", "Next page"). */
export function ListPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Box component="nav" aria-label="Pages">
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        siblings={1}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        nextIcon={() => <span aria-hidden="true">›</span>}
        previousIcon={() => <span aria-hidden="true">‹</span>}
      />
    </Box>
  );
}

/** The record's name in a card or a row: the button that opens it. */
export function OpenRecordButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <UnstyledButton className={classes.openButton} onClick={onOpen}>
      {children}
    </UnstyledButton>
  );
}

/** A line of a card that may wrap anywhere (an email address on a phone). */
export function CardLine({ children, dimmed }: { children: ReactNode; dimmed?: boolean }) {
  return (
    <Text size="sm" c={dimmed ? 'dimmed' : undefined} className={classes.breakAnywhere}>
      {children}
    </Text>
  );
}
