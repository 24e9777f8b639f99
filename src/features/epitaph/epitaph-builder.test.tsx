// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import { BUILT_IN_KINDS } from '#server/modules/epitaph/epitaph-stones';
import { layoutLines, stoneFace } from '#server/modules/epitaph/lettering-fit';
import type { EpitaphLayout, LineRole } from '#server/modules/epitaph/epitaph.choices';
import { Route } from '#src/routes/_site/ai-tools/epitaph-builder/index';
import { EpitaphBuilderPage } from './epitaph-builder';
import type { Options, Proposal } from './epitaph-answers';

// The stone drawn as its words alone: the drawing loads the lettering font as a Vite asset.
vi.mock('./stone-preview', () => ({
  StonePreview: ({ layout }: { layout: EpitaphLayout }) => (
    <svg role="img" aria-label={`Preview. ${layout.lines.map((line) => line.text).join('. ')}`} />
  ),
}));

const options: Options = { kinds: BUILT_IN_KINDS, templates: [], fromPriceList: false };
const flatMarker = stoneFace({
  label: 'Flat marker',
  partType: 'flat_marker',
  template: null,
  size: { length: 24, width: 12, height: 4 },
});
const layoutOf = (lines: Array<{ role: LineRole; text: string }>) => layoutLines(flatMarker, lines);

const proposal: Proposal = {
  candidates: [
    {
      id: 'p1',
      text: 'Forever in our hearts',
      reference: null,
      attribution: null,
      source: 'library',
      layout: layoutOf([
        { role: 'surname', text: 'Whitaker' },
        { role: 'given', text: 'Mary Ellen' },
        { role: 'epitaph', text: 'Forever in our hearts' },
      ]),
    },
  ] as Proposal['candidates'],
  notes: [],
  model: 'none',
};

/** The page's POSTs (`postPublic`): ideas asked for, answered with `proposal`. */
function stubPosts() {
  const posts: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posts.push({ url, body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(JSON.stringify({ result: { data: proposal } }), { status: 200 });
    }),
  );
  return posts;
}

/** Types as a person types: one key at a time, each a change of the field's whole value. */
function typeInto(field: HTMLElement, text: string) {
  const input = field as HTMLInputElement;
  for (const character of text) fireEvent.change(input, { target: { value: input.value + character } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

// A whole page in jsdom: seconds on a busy machine.
describe('the epitaph builder, a light page (decision 237)', { timeout: 60_000 }, () => {
  it('is marked light, so it loads no Mantine, React Query or tRPC with the page', () => {
    expect(Route.options.staticData).toEqual({ light: true });
  });

  it('renders with neither MantineProvider nor React Query, and keeps every key typed', async () => {
    await renderUi(<EpitaphBuilderPage options={options} search={{}} composed={null} />, { light: true });
    const names = await screen.findByLabelText(/^First and middle names/);
    typeInto(names, 'Mary Ellen');
    typeInto(screen.getByLabelText('Family name'), 'Whitaker');
    typeInto(screen.getByLabelText('What did they love?'), 'her garden');
    expect((names as HTMLInputElement).value).toBe('Mary Ellen');
    expect((screen.getByLabelText('Family name') as HTMLInputElement).value).toBe('Whitaker');
    expect((screen.getByLabelText('What did they love?') as HTMLTextAreaElement).value).toBe('her garden');
    // Choosing a kind of stone sets its usual size.
    fireEvent.change(screen.getByLabelText('Kind of stone'), { target: { value: 'ledger' } });
    expect((screen.getByLabelText('Width across (inches)') as HTMLInputElement).value).toBe('72');
    fireEvent.click(screen.getByRole('radio', { name: /^Personal/ }));
    expect((screen.getByRole('radio', { name: /^Personal/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says a missing name beside its field, then asks for ideas, lays the chosen one out and measures the edits', async () => {
    const posts = stubPosts();
    const view = await renderUi(<EpitaphBuilderPage options={options} search={{}} composed={null} />, {
      light: true,
      procedures: {
        'epitaph.fit': (input) => layoutOf((input as { lines: Array<{ role: LineRole; text: string }> }).lines),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest epitaphs' }));
    expect(await screen.findByText('Please enter their first name')).toBeTruthy();
    expect(posts).toEqual([]);

    typeInto(screen.getByLabelText(/^First and middle names/), 'Mary Ellen');
    typeInto(screen.getByLabelText('Family name'), 'Whitaker');
    fireEvent.click(screen.getByRole('button', { name: 'Suggest epitaphs' }));
    const ideas = await screen.findByRole('list', { name: 'Epitaph ideas' });
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('/trpc/epitaph.propose');
    expect(posts[0]!.body).toMatchObject({ answers: { givenNames: 'Mary Ellen', surname: 'Whitaker' } });
    expect(within(ideas).getByText('✓ Fits the stone')).toBeTruthy();

    fireEvent.click(within(ideas).getByRole('button', { name: 'Use this one' }));
    const editor = await screen.findByRole('region', { name: '3. Your epitaph on the stone' });
    const line = await within(editor).findByLabelText(/^Line 3: Epitaph/);
    fireEvent.change(line, { target: { value: '' } });
    typeInto(line, 'Loved always');
    expect((line as HTMLInputElement).value).toBe('Loved always');
    await waitFor(() => expect(within(editor).getByRole('img', { name: /Loved always/ })).toBeTruthy());
    // Measured through context.api once the typing settled, not once per key.
    const measured = view.calls.filter((call) => call.path === 'epitaph.fit');
    expect(measured.length).toBeLessThanOrEqual(2);
    expect(within(editor).getByRole('button', { name: 'Add to basket' })).toBeTruthy();
  });
});
