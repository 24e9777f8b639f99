/**
 * One money module, one time module (decision 197).
 *
 * Every amount a person reads is written by `server/modules/shared/money.ts` (formatPrice,
 * formatCents, formatWholeDollars, formatCount) and every date and time by
 * `server/modules/shared/time.ts` (`inZone(business.timeZone)`, or `useStaffTime()` on a
 * screen), in the offices' zone from the business settings. This rule refuses the ways around
 * them: `Intl.NumberFormat`, `Intl.DateTimeFormat`, `toLocaleString`, `toLocaleDateString`,
 * `toLocaleTimeString`, and a time zone written into the code ('America/Chicago').
 */

const ZONE = /^(America|US|Europe|Pacific|Asia|Africa|Australia|Atlantic|Etc)\/[A-Za-z_]+$/;
const LOCALE_CALLS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);

const isIntl = (node, name) =>
  node.type === 'MemberExpression' &&
  !node.computed &&
  node.object.type === 'Identifier' &&
  node.object.name === 'Intl' &&
  node.property.type === 'Identifier' &&
  node.property.name === name;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Money and dates are written by the one money module and the one time module.' },
    schema: [],
    messages: {
      money:
        'Write money with formatPrice, formatCents or formatWholeDollars (and counts with formatCount) from server/modules/shared/money.ts (decision 197).',
      time: 'Write dates and times with inZone(business.timeZone) from server/modules/shared/time.ts, or useStaffTime() on a screen (decision 197).',
      locale:
        '`{{name}}` writes money, counts or dates its own way: use server/modules/shared/money.ts or server/modules/shared/time.ts (decision 197).',
      zone: 'Read the offices\' time zone from the business settings (`business.timeZone`), not "{{zone}}" (decision 197).',
    },
  },
  create(context) {
    const checkZone = (node, text) => {
      if (typeof text === 'string' && ZONE.test(text))
        context.report({ node, messageId: 'zone', data: { zone: text } });
    };
    return {
      MemberExpression(node) {
        if (isIntl(node, 'NumberFormat')) context.report({ node, messageId: 'money' });
        else if (isIntl(node, 'DateTimeFormat')) context.report({ node, messageId: 'time' });
      },
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          LOCALE_CALLS.has(callee.property.name)
        ) {
          context.report({ node, messageId: 'locale', data: { name: callee.property.name } });
        }
      },
      Literal(node) {
        checkZone(node, node.value);
      },
      TemplateElement(node) {
        checkZone(node, node.value.cooked);
      },
    };
  },
};
