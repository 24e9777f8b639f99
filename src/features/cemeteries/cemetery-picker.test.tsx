// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import { checkAgainstSection } from '#server/modules/cemeteries/cemeteries.choices';
import { CemeteryFindings } from './cemetery-findings';
import { CemeteryPicker, choiceOfPick, rulesOfPick, type CemeteryPick, type PublishedSection } from './cemetery-picker';
import { sectionRules } from '#tests/factories/section-rules';

const rules = (sectionName: string, maxHeightIn: number | null) =>
  sectionRules({
    cemeteryName: 'Rose Hill Cemetery',
    sectionName,
    kindsAllowed: ['upright', 'slant', 'flat'],
    maxHeightIn,
  });
const section = (name: string, max: number | null): PublishedSection => ({
  name,
  rules: rules(name, max),
  notes: '',
  whatToKnow: [],
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
  phone: null,
  website: null,
  officeHours: null,
  sections: [section('Section A', null), section('Section B', 36)],
};
const procedures = {
  'cemeteries.search': (input: unknown) =>
    (input as { q: string }).q.toLowerCase().startsWith('rose')
      ? [{ slug: roseHill.slug, name: roseHill.name, town: 'Ada', county: 'Pontotoc', state: 'OK' }]
      : [],
  'cemeteries.get': () => roseHill,
};

/** The picker as a page holds it, with what the page would check shown under it. */
function Holder({ onPick }: { onPick: (pick: CemeteryPick) => void }) {
  const [pick, setPick] = useState<CemeteryPick>(null);
  const found = rulesOfPick(pick);
  const findings = found
    ? checkAgainstSection(found, { kind: 'upright', heightIn: 42, widthIn: 36, depthIn: 8, granite: null })
    : [];
  return (
    <>
      <CemeteryPicker
        value={pick}
        onChange={(next) => {
          setPick(next);
          onPick(next);
        }}
      />
      <CemeteryFindings findings={findings} />
    </>
  );
}

/** Types as a person types: one key at a time. */
function type(input: HTMLElement, words: string) {
  let typed = (input as HTMLInputElement).value;
  for (const key of words) {
    typed += key;
    fireEvent.change(input, { target: { value: typed } });
  }
}

afterEach(cleanup);

describe('CemeteryPicker', { timeout: 20_000 }, () => {
  it('finds a cemetery as typed, opens its rules, asks the section and checks against it', async () => {
    const picks: CemeteryPick[] = [];
    await renderUi(<Holder onPick={(p) => picks.push(p)} />, { light: true, procedures });
    const field = screen.getByRole('combobox', { name: /cemetery/i });
    field.focus();
    type(field, 'Rosehil');
    const option = await screen.findByRole('option', { name: /Rose Hill Cemetery/ });
    expect(screen.getByRole('option', { name: /Not listed: use “Rosehil”/ })).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(option).toBeTruthy();
    const sectionField = await screen.findByRole('combobox', { name: /section/i });
    expect((field as HTMLInputElement).value).toBe('Rose Hill Cemetery, Ada, OK');
    fireEvent.change(sectionField, { target: { value: 'Section B' } });
    await screen.findByText(/Rose Hill Cemetery, section B allows upright monuments up to 36 in tall; yours is 42 in/);
    expect(choiceOfPick(picks.at(-1)!)).toEqual({ slug: 'rose-hill-cemetery-ada', section: 'Section B' });
    expect(document.querySelector('input[name="cemeterySlug"]')).toBeTruthy();
  });

  it('keeps a cemetery we do not list as typed, chosen or left', async () => {
    const picks: CemeteryPick[] = [];
    await renderUi(<Holder onPick={(p) => picks.push(p)} />, { light: true, procedures });
    const field = screen.getByRole('combobox', { name: /cemetery/i });
    field.focus();
    type(field, 'Oak Lawn');
    await screen.findByText(/No cemetery on our list matches yet/);
    fireEvent.mouseDown(screen.getByRole('option', { name: /Not listed: use “Oak Lawn”/ }));
    expect(picks.at(-1)).toEqual({ notListed: 'Oak Lawn' });
    type(field, ' Gardens');
    fireEvent.blur(field);
    await waitFor(() => expect(picks.at(-1)).toEqual({ notListed: 'Oak Lawn Gardens' }));
    expect(choiceOfPick(picks.at(-1)!)).toEqual({ notListed: 'Oak Lawn Gardens' });
  });

  it('never writes over what is being typed when the pick changes from elsewhere (a draft restored between keys)', async () => {
    function Restoring() {
      const [pick, setPick] = useState<CemeteryPick>(null);
      return (
        <>
          <CemeteryPicker value={pick} onChange={setPick} />
          <button type="button" onClick={() => setPick({ notListed: 'R' })}>
            Restore
          </button>
        </>
      );
    }
    await renderUi(<Restoring />, { light: true, procedures });
    const field = screen.getByRole('combobox', { name: /cemetery/i });
    fireEvent.focus(field);
    type(field, 'R');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    type(field, 'osedale');
    expect((field as HTMLInputElement).value).toBe('Rosedale');
  });
});
