import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatCount, formatMoneyField, formatPrice, formatWholeDollars, parseUsMoney } from './money';

const cents = (typed: string) => {
  const reading = parseUsMoney(typed);
  return reading.kind === 'cents' ? reading.cents : reading.kind;
};
const message = (typed: string) => {
  const reading = parseUsMoney(typed);
  return reading.kind === 'invalid' ? reading.message : null;
};

describe('parseUsMoney', () => {
  it('reads US money as staff type it', () => {
    for (const typed of ['1,650', '$1,650.00', '1650', '$1650', '$ 1,650', ' 1650.00 ', '1,650.', '1650.0']) {
      expect(cents(typed), typed).toBe(165_000);
    }
    expect(cents('1,650.5')).toBe(165_050);
    expect(cents('$1,650.05')).toBe(165_005);
    expect(cents('0.29')).toBe(29);
    expect(cents('.29')).toBe(29);
    expect(cents('$.5')).toBe(50);
    expect(cents('0')).toBe(0);
    expect(cents('1,000,000')).toBe(100_000_000);
    expect(cents('12,345,678.90')).toBe(1_234_567_890);
    expect(cents('007')).toBe(700);
  });

  it('treats a blank field as empty, not as zero', () => {
    expect(cents('')).toBe('empty');
    expect(cents('   ')).toBe('empty');
    expect(cents('$')).toBe('empty');
  });

  it('never reads a comma as a decimal point', () => {
    expect(cents('1,65')).toBe('invalid');
    expect(cents('1,6')).toBe('invalid');
    expect(cents('1650,00')).toBe('invalid');
  });

  it('refuses everything else, saying what is wrong', () => {
    expect(message('$1,6O0')).toMatch(/letter O where a number should be/);
    expect(message('12l0')).toMatch(/letter l/);
    expect(message('abc')).toMatch(/has a letter in it/);
    expect(message('1.2.3')).toMatch(/more than one decimal point/);
    expect(message('1,65,0')).toMatch(/commas .* are not where they go/);
    expect(message('16,50')).toMatch(/commas/);
    expect(message('1,650.255')).toMatch(/two digits at most/);
    expect(message('-20')).toMatch(/without a minus sign/);
    expect(message('(20)')).toMatch(/without a minus sign/);
    expect(message('$$20')).toMatch(/one dollar sign/);
    expect(message('20$')).toMatch(/one dollar sign/);
    expect(message('1 650')).toMatch(/without spaces/);
    expect(message('1e5')).toMatch(/letter/);
    expect(message('Infinity')).toMatch(/letter/);
    expect(message('.')).toMatch(/in dollars/);
    expect(message('1_650')).toMatch(/in dollars/);
    expect(message('1234567890123')).toMatch(/far too large/);
  });

  it('quotes the typed text back, so staff see exactly what is refused', () => {
    expect(message('$1,6O0')).toContain('“$1,6O0”');
  });
});

describe('formatMoneyField', () => {
  it('writes cents the way staff type them', () => {
    expect(formatMoneyField(165_000)).toBe('1,650');
    expect(formatMoneyField(165_050)).toBe('1,650.50');
    expect(formatMoneyField(5)).toBe('0.05');
    expect(formatMoneyField(0)).toBe('0');
    expect(formatMoneyField(null)).toBe('');
    expect(formatMoneyField(undefined)).toBe('');
  });
});

describe('properties', () => {
  const amount = fc.integer({ min: 0, max: 100_000_000_000 });

  it('format then parse gives the same cents back', () => {
    fc.assert(fc.property(amount, (c) => cents(formatMoneyField(c)) === c));
  });

  it('what the site shows ($1,650.50) parses back to the same cents', () => {
    fc.assert(fc.property(amount, (c) => cents(formatPrice(c)) === c));
  });

  it('plain digits with or without the dollar sign and commas are the same amount', () => {
    fc.assert(
      fc.property(amount, (c) => {
        const plain = `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
        return cents(plain) === c && cents(`$${plain}`) === c && cents(`$${formatMoneyField(c)}`) === c;
      }),
    );
  });

  it('any text is either read as whole cents or refused with a message; nothing throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789,.$ -Oo'.split('')), maxLength: 16 }), (typed) => {
        const reading = parseUsMoney(typed);
        if (reading.kind === 'cents') return Number.isSafeInteger(reading.cents) && reading.cents >= 0;
        if (reading.kind === 'invalid') return reading.message.length > 10;
        return typed.trim() === '' || typed.trim() === '$';
      }),
    );
  });

  it('a misplaced comma is never accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 99_999_999 }), fc.integer({ min: 1, max: 7 }), (n, at) => {
        const digits = String(n);
        fc.pre(at < digits.length && (digits.length - at) % 3 !== 0);
        return cents(`${digits.slice(0, at)},${digits.slice(at)}`) === 'invalid';
      }),
    );
  });
});

describe('the one rule for writing money (decision 197)', () => {
  it('writes 485050 cents three ways, each on purpose, never "$4,850.5"', () => {
    expect(formatPrice(485_050)).toBe('$4,850.50');
    expect(formatPrice(485_000)).toBe('$4,850');
    expect(formatCents(485_050)).toBe('$4,850.50');
    expect(formatCents(485_000)).toBe('$4,850.00');
    expect(formatWholeDollars(485_050)).toBe('$4,851');
    expect(formatWholeDollars(485_000)).toBe('$4,850');
  });

  it('writes what Intl’s en-US currency format writes, signs and groups included', () => {
    const twoPlaces = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const c of [0, 5, 99, 100, 1_234_567_89, -12_34, -1500_00, 99_999_99, 49_50, 50_50]) {
      expect(formatCents(c), String(c)).toBe(twoPlaces.format(c / 100));
      expect(formatWholeDollars(c), String(c)).toBe(
        whole.format(Math.round(Math.abs(c) / 100) * Math.sign(c)).replace('-$0', '$0'),
      );
    }
  });

  it('groups counts the way the site writes them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-5000)).toBe('-5,000');
  });
});
