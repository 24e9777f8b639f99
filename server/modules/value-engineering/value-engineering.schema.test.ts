import { formatPrice } from '../shared/money';
import { describe, expect, it } from 'vitest';
import { depositDueCents, guaranteeOf, parseCommitmentsSearch } from './value-engineering.choices';
import { commitmentSubmissionSchema, stageChangeSchema } from './value-engineering.schema';
import { sanitizeFragment } from './value-engineering.content';

describe('money in cents', () => {
  it('asks half the package price as deposit and computes the guarantee from integers', () => {
    expect(depositDueCents(485_000)).toBe(242_500);
    expect(depositDueCents(101)).toBe(51);
    expect(guaranteeOf(485_000, null)).toBeNull();
    expect(guaranteeOf(485_000, 412_345)).toEqual({ kept: true, savingCents: 72_655, savingPercent: 15 });
    expect(guaranteeOf(485_000, 484_999)).toEqual({ kept: true, savingCents: 1, savingPercent: 0 });
    expect(guaranteeOf(485_000, 485_000)?.kept).toBe(false);
    expect(formatPrice(412_345)).toBe('$4,123.45');
    expect(formatPrice(-500)).toBe('-$5');
  });
});

describe('the reservation form', () => {
  const valid = {
    packageId: 'heritage-blue-pearl-companion',
    name: 'Mary Jones',
    phone: '(580) 555-0136',
    submissionKey: '9b2f3a1e-4c5d-4e6f-8a7b-0c1d2e3f4a5b',
  };
  it('needs a way to reach the family and a submission key', () => {
    expect(commitmentSubmissionSchema.safeParse(valid).success).toBe(true);
    expect(commitmentSubmissionSchema.safeParse({ ...valid, phone: '' }).success).toBe(false);
    expect(commitmentSubmissionSchema.safeParse({ ...valid, submissionKey: '1' }).success).toBe(false);
    const parsed = commitmentSubmissionSchema.parse({ ...valid, cemetery: '  ' });
    expect(parsed).toMatchObject({ office: 'either', timeline: 'not-sure', cemetery: undefined });
  });

  it('refuses a deposit date that is not a date', () => {
    expect(
      stageChangeSchema.safeParse({ id: 1, stage: 'deposit_received', depositReceivedOn: '2026-02-30' }).success,
    ).toBe(false);
    expect(
      stageChangeSchema.safeParse({ id: 1, stage: 'deposit_received', depositReceivedOn: '2026-02-28' }).success,
    ).toBe(true);
  });
});

describe('the staff list address bar', () => {
  it('falls back to "all" for anything odd', () => {
    expect(parseCommitmentsSearch({ stage: 'closed', office: 'texas', page: '2', open: '7' })).toEqual({
      stage: 'closed',
      office: 'texas',
      q: undefined,
      page: 2,
      open: 7,
    });
    expect(parseCommitmentsSearch({ stage: 'nope', office: 1, page: '-1', open: 'x' })).toEqual({
      stage: undefined,
      office: undefined,
      q: undefined,
      page: 1,
      open: undefined,
    });
  });
});

describe('page words', () => {
  it('wraps plain paragraphs and keeps only the allowlist', () => {
    expect(sanitizeFragment('One.\n\nTwo')).toBe('<p>One.</p>\n<p>Two</p>');
    expect(
      sanitizeFragment('<p>Hi <a href="https://example.com" onclick="x()">there</a></p><iframe src="x"></iframe>'),
    ).toBe('<p>Hi <a href="https://example.com" rel="noopener noreferrer">there</a></p>');
  });

  it('leaves words saved before the rich-text editor as they were', () => {
    const stored =
      '<p>Same <strong>granite</strong>, <em>less</em> cost: see <a href="/value-engineering/packages">the packages</a>.</p>\n<ul><li>One</li><li>Two</li></ul>';
    expect(sanitizeFragment(stored)).toBe(stored);
  });

  it("goes through the blog editor's sanitizer (headings and lists kept, frames and styles gone)", () => {
    expect(sanitizeFragment('<h3 style="color:red">Why</h3><p onclick="x()">Because</p><script>x()</script>')).toBe(
      '<h3>Why</h3><p>Because</p>',
    );
  });
});
