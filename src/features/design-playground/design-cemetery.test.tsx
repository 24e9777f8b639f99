// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import type { SectionRules } from '#server/modules/cemeteries/cemeteries.choices';
import { STONE_KINDS, STONE_KIND_FACTS } from '#server/modules/design/design.choices';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { pickFromPublished, type PublishedSection } from '#src/features/cemeteries/cemetery-picker';
import { DesignPlaygroundPage } from './design-playground-page';
import { defaultDesign, type PlaygroundData } from './design-playground-load';
import type { DesignOptions } from './design-api';
import { AUTOSAVE_KEY } from './design-autosave';
import { sectionRules } from '#tests/factories/section-rules';

// The stage's drawing is tested on its own.
vi.mock('./design-stage', () => ({
  DesignStage: ({ label }: { label: string }) => <div role="group" aria-label={label} />,
}));

const limits = { minSize: { length: 12, width: 4, height: 4 }, maxSize: { length: 72, width: 48, height: 48 } };
const options: DesignOptions = {
  kinds: STONE_KINDS.map((kind) => ({
    kind,
    label: STONE_KIND_FACTS[kind].label,
    limits,
    baseLimits: { minSize: { length: 18, width: 8, height: 4 }, maxSize: { length: 90, width: 20, height: 12 } },
    defaultSize: STONE_KIND_FACTS[kind].lying ? { widthIn: 24, heightIn: 12 } : { widthIn: 36, heightIn: 24 },
    tops: [...STONE_KIND_FACTS[kind].tops],
  })),
  granites: [
    { key: 'jet_black', name: 'Jet Black', tone: '#1b1b1b', photoHref: null, priceNote: 'Included' },
    { key: 'blue_pearl', name: 'Blue Pearl', tone: null, photoHref: null, priceNote: '+ about 12%' },
  ],
  finishes: ['v_cut'],
  emblems: [],
  artworks: [],
  priceListVersionId: 3,
  gate: false,
};

const rules = (sectionName: string, over: Partial<SectionRules>) =>
  sectionRules({
    cemeteryName: 'Rose Hill Cemetery',
    sectionName,
    settingFeeCents: 35_000,
    approvalLeadDays: 10,
    confirmedOn: '2026-03-12',
    ...over,
  });
const section = (name: string, over: Partial<SectionRules>): PublishedSection => ({
  name,
  rules: rules(name, over),
  notes: name === 'Section B' ? 'The older, shaded part by the chapel.' : '',
  whatToKnow: ['Setting fee: $350.00, paid to the cemetery.', 'Permit fee: set by the cemetery.'],
  confirmation: 'Confirmed by phone with the cemetery office, March 2026.',
});
const roseHill = {
  slug: 'rose-hill-cemetery-ada',
  name: 'Rose Hill Cemetery',
  town: 'Ada',
  county: 'Pontotoc',
  state: 'OK',
  latitude: null,
  longitude: null,
  phone: '',
  website: '',
  officeHours: '',
  sections: [
    section('Section B', { maxHeightIn: 36, baseRequired: true }),
    section('Garden of Peace', { kindsAllowed: ['bevel', 'flat'], graniteColors: ['blue_pearl'] }),
  ],
};
const procedures = {
  'cemeteries.get': () => roseHill,
  'cemeteries.search': () => [],
};

const TOO_TALL =
  'Rose Hill Cemetery, section B allows upright monuments up to 36 in tall; yours is 42 in. Confirmed by phone with the cemetery office, March 2026.';

/** A 42 in upright, opened for Rose Hill's section B as `?cemetery=…&section=…` opens it. */
function opened(over: Partial<DesignConfiguration> = {}, sectionName = 'Section B'): PlaygroundData {
  const design = defaultDesign(options);
  design.stone.heightIn = 42;
  const choice = { slug: roseHill.slug, section: sectionName };
  return {
    options,
    design: { ...design, cemetery: choice, ...over },
    origin: 'none',
    title: null,
    startError: null,
    templates: [],
    estimate: null,
    saved: null,
    addressCemetery: choice,
    cemeteryPick: pickFromPublished(roseHill, sectionName),
  };
}

const kept = () => JSON.parse(localStorage.getItem(AUTOSAVE_KEY) ?? 'null') as { design: DesignConfiguration } | null;

function stubPrice() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: { message: 'offline' } }), { status: 500 })),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the playground checks the chosen cemetery’s rules', { timeout: 60_000 }, () => {
  it('says the rule beside the stone and the height, takes the nearest change in one undoable step', async () => {
    stubPrice();
    await renderUi(<DesignPlaygroundPage data={opened()} />, { light: true, procedures });
    const checks = screen.getByRole('region', { name: 'Checks' });
    expect(within(checks).getByText(TOO_TALL)).toBeTruthy();
    // Beside the height field too, and counted in "Where it goes".
    expect(screen.getByLabelText('Height').getAttribute('aria-invalid')).toBe('true');
    const where = screen.getByRole('region', { name: 'Where it goes' });
    expect((within(where).getByRole('combobox', { name: /Cemetery/ }) as HTMLInputElement).value).toBe(
      'Rose Hill Cemetery, Ada, OK',
    );
    expect(within(where).getByText('1 rule of this section needs a look: see “Checks” beside the stone.')).toBeTruthy();
    expect(within(where).getByText('The older, shaded part by the chapel.')).toBeTruthy();

    fireEvent.click(within(checks).getByRole('button', { name: 'Lower the height to 36 in' }));
    expect((screen.getByLabelText('Height') as HTMLInputElement).value).toBe('36 in');
    expect(within(checks).queryByText(TOO_TALL)).toBeNull();
    expect(within(checks).getByText(/keeps to the rules of Rose Hill Cemetery, section B\./)).toBeTruthy();
    expect(within(where).getByText('This design fits the rules we have for this section.')).toBeTruthy();
    await waitFor(() => expect(kept()?.design.stone.heightIn).toBe(36));
    expect(kept()?.design.cemetery).toEqual({ slug: roseHill.slug, section: 'Section B' });

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(checks).getByText(TOO_TALL)).toBeTruthy();
  });

  it('adds the base a section requires, switches the kind and the granite to what it allows', async () => {
    stubPrice();
    await renderUi(<DesignPlaygroundPage data={opened({ withBase: false })} />, { light: true, procedures });
    const checks = screen.getByRole('region', { name: 'Checks' });
    fireEvent.click(within(checks).getByRole('button', { name: 'Add a base' }));
    expect((screen.getByRole('checkbox', { name: /On a granite base/ }) as HTMLInputElement).checked).toBe(true);

    // Another section, chosen in the panel: only bevel and flat markers, in Blue Pearl.
    fireEvent.change(screen.getByRole('combobox', { name: /Section/ }), { target: { value: 'Garden of Peace' } });
    fireEvent.click(await within(checks).findByRole('button', { name: 'Switch to a bevel marker' }));
    expect((screen.getByLabelText('Kind of stone') as HTMLSelectElement).value).toBe('bevel');
    // A bevel marker lies down: its face's height is front to back.
    expect((screen.getByLabelText('Front to back') as HTMLInputElement).value).toBe('12 in');
    expect(within(checks).getByText(/approves only Blue Pearl granite; yours is Jet Black/)).toBeTruthy();
    fireEvent.click(within(checks).getByRole('button', { name: 'Switch to Blue Pearl' }));
    expect((screen.getByRole('radio', { name: /Blue Pearl/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(checks).queryByText(/Rose Hill Cemetery, Garden of Peace/)).toBeNull();
    await waitFor(() => expect(kept()?.design.cemetery).toEqual({ slug: roseHill.slug, section: 'Garden of Peace' }));

    // Undo walks back the granite, the kind and the section, one step each.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect((screen.getByRole('combobox', { name: /Section/ }) as HTMLSelectElement).value).toBe('Section B');
  });

  it('shows the cemetery’s fees apart from our estimate, "set by the cemetery" when we do not know them', async () => {
    stubPrice();
    await renderUi(<DesignPlaygroundPage data={opened()} />, { light: true, procedures });
    const fees = screen.getByTestId('cemetery-fees');
    expect(fees.textContent).toContain('Paid to the cemetery');
    expect(fees.textContent).toContain("Cemetery's setting fee: $350, paid to the cemetery");
    expect(fees.textContent).toContain("Cemetery's permit fee: Set by the cemetery");
    expect(within(screen.getByRole('region', { name: 'Your estimate' })).getByTestId('cemetery-fees')).toBe(fees);

    // A cemetery we do not list: nothing checked, its fees unknown, said plainly.
    const field = screen.getByRole('combobox', { name: /Cemetery/ });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'Oak Lawn' } });
    fireEvent.blur(field);
    expect(await screen.findByText(/We do not have this cemetery’s rules yet/)).toBeTruthy();
    expect(screen.getByTestId('cemetery-fees').textContent).toContain("Cemetery's setting fee: Set by the cemetery");
    expect(screen.queryAllByText(TOO_TALL)).toEqual([]);
    await waitFor(() => expect(kept()?.design.cemetery).toEqual({ notListed: 'Oak Lawn' }));

    // Undone, Rose Hill's rules are back.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(screen.getByRole('region', { name: 'Checks' })).findByText(TOO_TALL)).toBeTruthy();
  });

  it('opens the kept design with the cemetery the address names, and asks for its rules in the browser', async () => {
    stubPrice();
    const mine = defaultDesign(options);
    mine.stone.heightIn = 42;
    mine.lettering[0]!.lines = ['OUR OWN'];
    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify({ origin: 'none', savedAt: 1, design: mine, units: 'in' }));
    const { calls } = await renderUi(<DesignPlaygroundPage data={{ ...opened(), cemeteryPick: undefined }} />, {
      light: true,
      procedures,
    });
    expect(await within(screen.getByRole('region', { name: 'Checks' })).findByText(TOO_TALL)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'cemeteries.get')).toEqual([
      { path: 'cemeteries.get', input: { slug: roseHill.slug } },
    ]);
    // Kept again with the family's own words and the address's cemetery.
    await waitFor(() => expect(kept()?.design.cemetery).toEqual({ slug: roseHill.slug, section: 'Section B' }));
    expect(kept()?.design.lettering[0]!.lines).toEqual(['OUR OWN']);
  });
});
