import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './one-money-one-time.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('one-money-one-time', rule, {
  valid: [
    `const price = formatPrice(485050);`,
    `const when = inZone(business.timeZone).dateTime(order.createdAt);`,
    // A type named after Intl's options is not a formatter.
    `let options: Intl.DateTimeFormatOptions;`,
    `const label = 'America is big';`,
    `const n = (4.5).toFixed(1);`,
  ],
  invalid: [
    { code: `new Intl.NumberFormat('en-US').format(1);`, errors: [{ messageId: 'money' }] },
    { code: `Intl.NumberFormat('en-US').format(1);`, errors: [{ messageId: 'money' }] },
    { code: `new Intl.DateTimeFormat('en-US').format(now);`, errors: [{ messageId: 'time' }] },
    { code: `Intl.DateTimeFormat().resolvedOptions();`, errors: [{ messageId: 'time' }] },
    { code: `(cents / 100).toLocaleString('en-US');`, errors: [{ messageId: 'locale' }] },
    { code: `new Date(iso).toLocaleDateString('en-US');`, errors: [{ messageId: 'locale' }] },
    { code: `new Date(iso).toLocaleTimeString();`, errors: [{ messageId: 'locale' }] },
    { code: `const zone = 'America/Chicago';`, errors: [{ messageId: 'zone' }] },
    { code: 'const zone = `America/Denver`;', errors: [{ messageId: 'zone' }] },
  ],
});
