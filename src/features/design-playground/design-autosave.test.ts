import { describe, expect, it } from 'vitest';
import { blankDesign } from '#server/modules/design/design.start';
import { AUTOSAVE_KEY, designToOpen, readAutosave, writeAutosave, type Autosaved } from './design-autosave';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
const kept: Autosaved = { origin: 'template:serpentine', savedAt: 1, design, units: 'ftin' };

describe('the design kept in the browser', () => {
  it('reads back exactly what was written', () => {
    const store = memoryStore();
    expect(writeAutosave(store, kept)).toBe(true);
    expect(readAutosave(store)).toEqual(kept);
  });

  it('reads nothing from an empty, broken or foreign record', () => {
    const store = memoryStore();
    expect(readAutosave(store)).toBeNull();
    store.setItem(AUTOSAVE_KEY, '{not json');
    expect(readAutosave(store)).toBeNull();
    store.setItem(AUTOSAVE_KEY, JSON.stringify({ origin: 'none', design: { version: 99 } }));
    expect(readAutosave(store)).toBeNull();
    store.setItem(AUTOSAVE_KEY, JSON.stringify({ origin: 'none', design: { ...design, stone: { kind: 'pyramid' } } }));
    expect(readAutosave(store)).toBeNull();
    expect(readAutosave(null)).toBeNull();
  });

  it('says false where the browser will not keep it', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeAutosave(full, kept)).toBe(false);
    expect(writeAutosave(null, kept)).toBe(false);
  });

  it('opens the kept design on a plain reload or the same start, and a new start otherwise', () => {
    expect(designToOpen(kept, 'none')).toEqual({ design, units: 'ftin' });
    expect(designToOpen(kept, 'template:serpentine')).toEqual({ design, units: 'ftin' });
    expect(designToOpen(kept, 'kind:slant')).toBeNull();
    expect(designToOpen(null, 'none')).toBeNull();
  });
});
