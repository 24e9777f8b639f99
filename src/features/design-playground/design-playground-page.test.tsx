// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import { allEmblems } from '#server/modules/design/art/emblems';
import { STONE_KINDS, STONE_KIND_FACTS } from '#server/modules/design/design.choices';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { Route as PlaygroundRoute } from '#src/routes/_site/ai-tools/design-playground/index';
import { Route as SavedRoute } from '#src/routes/_site/ai-tools/design-playground/$reference';
import { DesignPlaygroundPage } from './design-playground-page';
import { defaultDesign, type PlaygroundData } from './design-playground-load';
import type { DesignOptions } from './design-api';
import { AUTOSAVE_KEY } from './design-autosave';

// The stage stands in as its accessible name and a nudge button: its drawing is tested on its own.
vi.mock('./design-stage', () => ({
  DesignStage: ({
    design,
    label,
    selectedId,
    onChange,
  }: {
    design: DesignConfiguration;
    label: string;
    selectedId: string | null;
    onChange: (next: DesignConfiguration, how: { commit: boolean }) => void;
  }) => (
    <div role="group" aria-label={label}>
      <button
        type="button"
        onClick={() =>
          onChange(
            {
              ...design,
              lettering: design.lettering.map((b) => (b.id === selectedId ? { ...b, xIn: b.xIn + 1 } : b)),
            },
            { commit: true },
          )
        }
      >
        Nudge the chosen block
      </button>
    </div>
  ),
}));

const limits = { minSize: { length: 12, width: 4, height: 4 }, maxSize: { length: 72, width: 48, height: 48 } };
const options: DesignOptions = {
  kinds: STONE_KINDS.map((kind) => ({
    kind,
    label: STONE_KIND_FACTS[kind].label,
    limits,
    baseLimits: { minSize: { length: 18, width: 8, height: 4 }, maxSize: { length: 90, width: 20, height: 12 } },
    defaultSize: { widthIn: 36, heightIn: 24 },
    tops: [...STONE_KIND_FACTS[kind].tops],
  })),
  granites: [
    { key: 'jet_black', name: 'Jet Black', tone: '#1b1b1b', photoHref: null, priceNote: 'Included' },
    { key: 'blue_pearl', name: 'Blue Pearl', tone: null, photoHref: null, priceNote: '+ about 12%' },
  ],
  finishes: ['v_cut', 'frosted'],
  emblems: allEmblems()
    .slice(0, 12)
    .map((e) => ({ id: e.id, name: e.name, group: e.category })),
  artworks: [],
  priceListVersionId: 3,
  gate: true,
};

const data = (over: Partial<PlaygroundData> = {}): PlaygroundData => ({
  options,
  design: defaultDesign(options),
  origin: 'none',
  title: null,
  startError: null,
  templates: [{ key: 'single_upright', name: 'Single upright', fromWords: 'From $715' }],
  estimate: null,
  saved: null,
  ...over,
});

const priced = {
  status: 'priced',
  notes: [],
  versionId: 3,
  lowCents: 98000,
  highCents: 114000,
  totalCents: 103500,
  summary: {
    title: 'Upright die in Jet Black',
    choices: [],
    lines: [{ label: 'Granite: Upright', amount: '$480' }],
    cemeteryLines: [],
    rangeExplanation: 'It is a range.',
    publishedAt: '2026-12-01T00:00:00.000Z',
  },
};

/** The page's POSTs (the price, the save), answered in turn. */
function stubPosts(answer: (url: string, body: unknown) => { status: number; body: unknown }) {
  const posts: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? 'null')) as unknown;
      posts.push({ url, body });
      const reply = answer(url, body);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return posts;
}

function typeInto(field: HTMLElement, text: string) {
  const input = field as HTMLInputElement;
  for (const character of text) fireEvent.change(input, { target: { value: input.value + character } });
}

const keptDesign = () =>
  JSON.parse(localStorage.getItem(AUTOSAVE_KEY) ?? 'null') as { design: DesignConfiguration; origin: string } | null;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the design playground, a light page', { timeout: 60_000 }, () => {
  it('both routes are light, and the saved one stays out of the sitemap', () => {
    expect(PlaygroundRoute.options.staticData).toEqual({ light: true });
    expect(SavedRoute.options.staticData).toEqual({ sitemap: false, light: true });
  });

  it('renders without Mantine or React Query; what is typed changes the words, is priced and kept, and undone', async () => {
    const posts = stubPosts(() => ({ status: 200, body: { result: { data: priced } } }));
    await renderUi(<DesignPlaygroundPage data={data()} />, { light: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Design Playground' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Single upright/ }).getAttribute('href')).toBe(
      '/ai-tools/design-playground?template=single_upright',
    );

    const name = screen.getByRole('group', { name: 'Name 1' });
    const lines = within(name).getByLabelText('Lines (one a row)');
    fireEvent.change(lines, { target: { value: '' } });
    typeInto(lines, 'WHITAKER');
    expect(screen.getByText(/Top line: WHITAKER, 3 inches/)).toBeTruthy();
    // Priced a moment later, once, as a POST.
    expect(await screen.findByTestId('design-estimate-range')).toHaveProperty('textContent', '$980 to $1,140');
    expect(posts.filter((p) => p.url === '/trpc/design.price')).toHaveLength(1);
    // Kept in the browser with the start it grew from.
    await waitFor(() => expect(keptDesign()?.design.lettering[0]!.lines).toEqual(['WHITAKER']));
    expect(keptDesign()?.origin).toBe('none');

    // The whole run of typing is one step to undo.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect((within(name).getByLabelText('Lines (one a row)') as HTMLTextAreaElement).value).toBe('FAMILY NAME');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect((within(name).getByLabelText('Lines (one a row)') as HTMLTextAreaElement).value).toBe('WHITAKER');
  });

  it('says a size out of the limits and a letter too small beside their fields and among the checks, and a typo changes nothing', async () => {
    stubPosts(() => ({ status: 200, body: { result: { data: priced } } }));
    await renderUi(<DesignPlaygroundPage data={data()} />, { light: true });
    const width = screen.getByLabelText('Width across');
    fireEvent.change(width, { target: { value: 'wide' } });
    expect(screen.getByText('Please enter inches, like 36 or 36.5')).toBeTruthy();
    fireEvent.change(width, { target: { value: '80' } });
    fireEvent.blur(width);
    const checks = screen.getByRole('region', { name: 'Checks' });
    expect(within(checks).getByText(/can be 12 in to 72 in wide; this one is 80 in/)).toBeTruthy();
    fireEvent.change(width, { target: { value: '6 ft' } });
    fireEvent.blur(width);
    expect(within(checks).queryByText(/can be 12 in to 72 in wide/)).toBeNull();

    const dates = screen.getByRole('group', { name: 'Dates 1' });
    const height = within(dates).getByLabelText('Letter height (inches)');
    fireEvent.change(height, { target: { value: '0.5' } });
    expect(within(checks).getByText(/need to be at least 1 in tall/)).toBeTruthy();
    expect(within(dates).getByText(/need to be at least 1 in tall/)).toBeTruthy();
  });

  it('adds a name, dates and an emblem, selects and moves them, and duplicates and deletes', async () => {
    stubPosts(() => ({ status: 200, body: { result: { data: priced } } }));
    await renderUi(<DesignPlaygroundPage data={data()} />, { light: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add a name' }));
    expect(screen.getByRole('group', { name: 'Name 2' })).toBeTruthy();
    const emblem = allEmblems()[0]!;
    // A group's emblems are drawn when it is opened.
    expect(screen.queryByRole('button', { name: `Add the ${emblem.name.toLowerCase()} emblem` })).toBeNull();
    const faith = screen.getByText('Faith').closest('details')!;
    faith.open = true;
    fireEvent(faith, new Event('toggle'));
    fireEvent.click(await screen.findByRole('button', { name: `Add the ${emblem.name.toLowerCase()} emblem` }));
    expect(screen.getByRole('group', { name: emblem.name })).toBeTruthy();
    expect(screen.getByText(new RegExp(`${emblem.name} emblem`))).toBeTruthy();

    const toolbar = screen.getByRole('toolbar', { name: 'Arrange' });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Name 1' })).getByRole('button', { name: 'Select on the stone' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nudge the chosen block' }));
    await waitFor(() => expect(keptDesign()?.design.lettering[0]!.xIn).toBe(19));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Duplicate' }));
    expect(screen.getByRole('group', { name: 'Name 3' })).toBeTruthy();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('group', { name: 'Name 3' })).toBeNull();
    // Ctrl+Z outside a text box undoes the delete.
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    });
    expect(screen.getByRole('group', { name: 'Name 3' })).toBeTruthy();
  });

  it('opens the design this browser kept for the same start, and keeps the start choices folded', async () => {
    stubPosts(() => ({ status: 200, body: { result: { data: priced } } }));
    const mine = defaultDesign(options);
    mine.lettering[0]!.lines = ['OUR OWN'];
    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify({ origin: 'none', savedAt: 1, design: mine, units: 'ftin' }));
    await renderUi(<DesignPlaygroundPage data={data()} />, { light: true });
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('group', { name: 'Name 1' })).getByLabelText(
            'Lines (one a row)',
          ) as HTMLTextAreaElement
        ).value,
      ).toBe('OUR OWN'),
    );
    expect((screen.getByLabelText('Width across') as HTMLInputElement).value).toBe('3 ft');
  });

  it('asks for the access form before saving when the office has it on, then saves with the grant and shows the link', async () => {
    const posts = stubPosts((url) =>
      url === '/trpc/design.save'
        ? {
            status: 200,
            body: { result: { data: { reference: 'KMNP-QRST', path: '/ai-tools/design-playground/KMNP-QRST' } } },
          }
        : { status: 200, body: { result: { data: priced } } },
    );
    localStorage.setItem('access-grant:design_tool', '0b8f1d3c-5a2e-4c1b-9d7e-123456789abc');
    await renderUi(<DesignPlaygroundPage data={data()} />, { light: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save with a link' }));
    expect(
      await screen.findByRole('link', { name: 'http://localhost/ai-tools/design-playground/KMNP-QRST' }),
    ).toBeTruthy();
    const save = posts.find((p) => p.url === '/trpc/design.save')!;
    expect(save.body).toMatchObject({
      grant: '0b8f1d3c-5a2e-4c1b-9d7e-123456789abc',
      design: { priceListVersionId: 3, stone: { kind: 'upright' } },
    });
  });
});
