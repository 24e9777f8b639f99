import { describe, expect, it } from 'vitest';
import {
  choicesKey,
  estimateInput,
  feetAndInches,
  namesRoom,
  parseCalculatorSearch,
  splitFeet,
} from './public-calculator.choices';
import { formSearch } from './public-calculator.search';

describe('the calculator choices in the address bar', () => {
  it('keeps names, date style and units when they are sensible, and drops the rest', () => {
    expect(parseCalculatorSearch({ template: 'single_upright', names: '3', dates: 'years', units: 'ftin' })).toEqual({
      template: 'single_upright',
      names: 3,
      dates: 'years',
      units: 'ftin',
    });
    expect(parseCalculatorSearch({ names: 0, dates: 'roman', units: 'cm' })).toEqual({});
    expect(parseCalculatorSearch({ names: 2.5 })).toEqual({});
    expect(parseCalculatorSearch({ names: 99 })).toEqual({});
    expect(parseCalculatorSearch({ step: 5 })).toEqual({ step: 5 });
    expect(parseCalculatorSearch({ step: 6 })).toEqual({});
  });

  it('reads the plain form a family sends before the script has loaded as the address bar would say it', () => {
    // What GET /calculator?… carries when the step's form is submitted without script: sizes as
    // typed (with the field's suffix), repeated fields, a radio group per kind of finish, the
    // hidden "none" and "false" sent before the boxes, and the step of the button pressed.
    const form = new URLSearchParams(
      'template=single_upright&length=36+in&width=6&height=24.5&color=jet_black&units=' +
        '&finishes=&finishes_top=serpentine&finishes_polish=&finishes=rock_pitch' +
        '&addons=&addons=vase&addons=porcelain_photo&foundation=false&foundation=true' +
        '&names=2&dates=years&lines=&zip=74820&town=+Ada+&cemetery=&step=2',
    );
    expect(parseCalculatorSearch(formSearch(form.entries()))).toEqual({
      template: 'single_upright',
      length: 36,
      width: 6,
      height: 24.5,
      color: 'jet_black',
      finishes: ['rock_pitch', 'serpentine'],
      addons: ['vase', 'porcelain_photo'],
      foundation: true,
      names: 2,
      dates: 'years',
      zip: '74820',
      town: 'Ada',
      step: 2,
    });
  });

  it('empties a list from the form, reads feet and inches, and leaves the foundation as designed unless sent', () => {
    const search = (query: string) => parseCalculatorSearch(formSearch(new URLSearchParams(query).entries()));
    expect(search('finishes=&addons=&foundation=false')).toEqual({ finishes: [], addons: [], foundation: false });
    expect(search('units=ftin&lengthFeet=3+ft&lengthInches=4+in&heightFeet=2&heightInches=')).toEqual({
      units: 'ftin',
      length: 40,
      height: 24,
    });
    // Inches typed beside feet win over nothing; a size typed in inches wins over feet and inches.
    expect(search('length=30&lengthFeet=3')).toEqual({ length: 30 });
    expect(search('length=thirty&width=-2&height=0')).toEqual({});
    expect(search('template=single_upright')).toEqual({ template: 'single_upright' });
  });

  it('reads the cemetery as a slug with its section, or a name as typed, from the address or the plain form', () => {
    const search = (query: string) => parseCalculatorSearch(formSearch(new URLSearchParams(query).entries()));
    expect(search('cemetery=rose-hill-cemetery-ada&section=Section+B')).toEqual({
      cemetery: 'rose-hill-cemetery-ada',
      section: 'Section B',
    });
    // An older link's typed name keeps working; a section alone means nothing.
    expect(search('cemetery=+Rosedale+Cemetery,+Ada+')).toEqual({ cemetery: 'Rosedale Cemetery, Ada' });
    expect(search('section=Section+B')).toEqual({});
    // The plain form's picker: the slug and section it chose win over the words in its field.
    expect(
      search(
        'cemetery=Rose+Hill+Cemetery,+Ada,+OK&cemeterySlug=rose-hill-cemetery-ada&cemeterySection=Garden+of+Peace&section=Section+A',
      ),
    ).toEqual({ cemetery: 'rose-hill-cemetery-ada', section: 'Garden of Peace' });
    // A slug that is not one is ignored: the words as typed stay.
    expect(search('cemetery=Oak+Hill&cemeterySlug=Not+A+Slug')).toEqual({ cemetery: 'Oak Hill' });
    expect(search(`cemetery=${'x'.repeat(200)}&section=${'y'.repeat(200)}`)).toEqual({
      cemetery: 'x'.repeat(120),
      section: 'y'.repeat(80),
    });
    // Both are priced: a change of section asks the estimate again.
    expect(choicesKey({ template: 'a', cemetery: 'c', section: 'A' })).not.toBe(
      choicesKey({ template: 'a', cemetery: 'c', section: 'B' }),
    );
  });

  it('asks the estimate of what is priced only, so the page and the panel ask the same', () => {
    expect(estimateInput({ template: 'a', step: 3, units: 'ftin', length: 30 }, null)).toEqual({
      choices: { length: 30, template: 'a' },
      grantToken: null,
    });
  });

  it('gives a name 12 inches of stone, at least one and at most eight', () => {
    expect([namesRoom(12), namesRoom(24), namesRoom(36), namesRoom(40), namesRoom(60), namesRoom(200)]).toEqual([
      1, 2, 3, 3, 5, 8,
    ]);
    expect(namesRoom(8)).toBe(1);
  });

  it('writes sizes in feet and inches', () => {
    expect(splitFeet(40)).toEqual({ feet: 3, inches: 4 });
    expect(splitFeet(6)).toEqual({ feet: 0, inches: 6 });
    expect(splitFeet(30.5)).toEqual({ feet: 2, inches: 6.5 });
    expect(feetAndInches(40)).toBe('40 in (3 ft 4 in)');
    expect(feetAndInches(36)).toBe('36 in (3 ft)');
  });

  it('keys the priced choices the same whatever their order, without the page-only ones', () => {
    expect(choicesKey({ color: 'jet_black', template: 'a', step: 2, units: 'ftin' })).toBe(
      choicesKey({ template: 'a', color: 'jet_black' }),
    );
    expect(choicesKey({ template: 'a', names: 2 })).not.toBe(choicesKey({ template: 'a', names: 3 }));
  });
});
