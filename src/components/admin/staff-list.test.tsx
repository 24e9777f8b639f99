// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import { listSummary, OpenRecordButton, StaffList, type ListPage } from './staff-list';
import { CsvExportButton } from './csv-export-button';

/**
 * The files the page handed the browser to save, read from the link it clicked: no module mock,
 * which a worker that imported the real module for an earlier file would not see (unit files
 * share a worker's modules).
 */
const downloads: Array<{ filename: string; type: string }> = [];
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ filename: this.download, type: blobs.get(this.href)?.type ?? '' });
  });
}

interface Family {
  id: number;
  name: string;
  phone: string;
}

const families = (from: number, count: number): Family[] =>
  Array.from({ length: count }, (_, n) => ({ id: from + n, name: `Family ${from + n}`, phone: '(580) 555-0136' }));

async function renderList(page: ListPage<Family>) {
  const onOpen = vi.fn();
  const onPage = vi.fn();
  const onSearch = vi.fn();
  await renderUi(
    <StaffList
      title="Families"
      description="Everyone, newest first."
      search={{ value: undefined, placeholder: 'Name or phone', onSearch }}
      page={page}
      empty="No families match."
      cardsLabel="Families"
      card={{
        title: (item) => <OpenRecordButton onOpen={() => onOpen(item)}>{item.name}</OpenRecordButton>,
        badge: () => <span>New</span>,
        body: (item) => <span>{item.phone}</span>,
      }}
      tableMinWidth={600}
      columns={[
        { header: 'Name', cell: (item) => item.name },
        { header: 'Phone', nowrap: true, cell: (item) => item.phone },
      ]}
      onOpen={onOpen}
      onPage={onPage}
    />,
  );
  return { onOpen, onPage, onSearch };
}

/**
 * The phone's list of cards. jsdom's window is 1024 px wide, past the md breakpoint, so the cards
 * count as hidden there (and a hidden element has no accessible name): found with `hidden`.
 */
function cardList() {
  const list = screen.getByRole('list', { hidden: true });
  expect(list.getAttribute('aria-label')).toBe('Families');
  return list;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  downloads.length = 0;
});

describe('the staff list', () => {
  it('says which rows of how many it shows, or the screen’s words when none', () => {
    expect(listSummary({ items: families(1, 25), total: 112, page: 1, pageSize: 25 }, 'None.')).toBe(
      'Showing 1-25 of 112.',
    );
    expect(listSummary({ items: families(101, 12), total: 112, page: 5, pageSize: 25 }, 'None.')).toBe(
      'Showing 101-112 of 112.',
    );
    expect(listSummary({ items: [], total: 0, page: 1, pageSize: 25 }, 'No families match.')).toBe(
      'No families match.',
    );
  });

  it('shows each record as a card on a phone and as a table row on a wider screen', async () => {
    await renderList({ items: families(26, 3), total: 28, page: 2, pageSize: 25 });
    expect(screen.getByText('Showing 26-28 of 28.').getAttribute('aria-live')).toBe('polite');
    const cards = cardList();
    expect(within(cards).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    // The cards are hidden from the md breakpoint up, the table shown only from it.
    expect(cards.className).toContain('mantine-hidden-from-md');
    const table = screen.getByRole('table', { hidden: true });
    expect(table.closest('.mantine-visible-from-md')).not.toBeNull();
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Phone', hidden: true })).toBeTruthy();
  });

  it('opens a record from its card’s name or its table row', async () => {
    const { onOpen } = await renderList({ items: families(1, 2), total: 2, page: 1, pageSize: 25 });
    const cards = cardList();
    fireEvent.click(within(cards).getByText('Family 2'));
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    fireEvent.click(within(screen.getByRole('table', { hidden: true })).getByText('Family 1'));
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('pages with named buttons, and shows no pager for one page or nothing at all', async () => {
    const { onPage } = await renderList({ items: families(26, 25), total: 80, page: 2, pageSize: 25 });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 4' }));
    expect(onPage).toHaveBeenLastCalledWith(4);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    cleanup();

    await renderList({ items: families(1, 25), total: 25, page: 1, pageSize: 25 });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    cleanup();

    await renderList({ items: [], total: 0, page: 1, pageSize: 25 });
    expect(screen.getByText('No families match.')).toBeTruthy();
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
  });

  it('searches for the trimmed words when the search is sent', async () => {
    const { onSearch } = await renderList({ items: families(1, 1), total: 1, page: 1, pageSize: 25 });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  580 555  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('580 555');
  });
});

describe('the CSV button', () => {
  it('saves the file it fetched and says so in the screen’s words', async () => {
    watchDownloads();
    await renderUi(
      <CsvExportButton
        label="Export CSV"
        fetchFile={async () => ({ csv: '"Name"', filename: 'families-2026-11-27.csv', count: 3 })}
        ready={(file) => ({ title: 'Export ready', message: `${file.count} saved to ${file.filename}.` })}
        failedTitle="Export failed"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(downloads).toEqual([{ filename: 'families-2026-11-27.csv', type: 'text/csv;charset=utf-8' }]),
    );
  });
});
