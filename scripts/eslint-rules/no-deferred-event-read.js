/**
 * Refuses reading an event's element after the event is over.
 *
 * React clears `event.currentTarget` once the handler returns. A function handed to a state
 * setter (`setLines((ls) => … e.currentTarget.value …)`) runs later, while React renders, so the
 * second keystroke reads `null.value` and the screen falls over. The same goes for timers,
 * animation frames, promise callbacks and anything after an `await` in the handler.
 *
 * Read the value first, then use it: `const { value } = e.currentTarget; setLines((ls) => …value…)`.
 */

const EVENT_PARTS = new Set(['currentTarget', 'target', 'nativeEvent', 'relatedTarget']);
const DEFERRING_CALLS =
  /^(set[A-Z0-9_]\w*|setTimeout|setInterval|requestAnimationFrame|requestIdleCallback|queueMicrotask)$/;
const PROMISE_CALLBACKS = new Set(['then', 'catch', 'finally']);

const isFunction = (node) => node && (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression');

const inside = (inner, outer) => inner.range[0] >= outer.range[0] && inner.range[1] <= outer.range[1];

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    return callee.property.name;
  }
  return null;
}

/** The function passed to a setter, timer or promise that this node sits in, if any. */
function deferredFunctionAround(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (
      isFunction(current) &&
      current.parent?.type === 'CallExpression' &&
      current.parent.arguments.includes(current)
    ) {
      const name = calleeName(current.parent.callee);
      if (name && (DEFERRING_CALLS.test(name) || PROMISE_CALLBACKS.has(name))) return current;
    }
  }
  return null;
}

/** The nearest enclosing function of a node. */
function functionOf(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction(current) || current.type === 'FunctionDeclaration') return current;
  }
  return null;
}

/** True when an `await` directly in `fn` (not in a nested function) ends before `node` starts. */
function awaitedBefore(fn, node) {
  let found = false;
  const visit = (current) => {
    if (found || !current || typeof current.type !== 'string') return;
    if (current !== fn && (isFunction(current) || current.type === 'FunctionDeclaration')) return;
    if (current.range[0] >= node.range[0]) return;
    if (
      (current.type === 'AwaitExpression' || current.type === 'YieldExpression') &&
      current.range[1] <= node.range[0]
    ) {
      found = true;
      return;
    }
    for (const key of Object.keys(current)) {
      if (key === 'parent') continue;
      const value = current[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(fn.body);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow reading an event parameter inside a state updater, timer or after an await' },
    schema: [],
    messages: {
      deferred:
        "'{{name}}.{{part}}' is read inside a function that runs after the event is over ({{where}}); React has cleared it by then. Read it into a constant first.",
      afterAwait:
        "'{{name}}.{{part}}' is read after an await; React has cleared it by then. Read it into a constant before the first await.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier' || !EVENT_PARTS.has(node.property.name)) return;
        if (node.object.type !== 'Identifier') return;
        const scope = sourceCode.getScope(node);
        let reference = null;
        for (let s = scope; s && !reference; s = s.upper) {
          reference = s.references.find((r) => r.identifier === node.object) ?? null;
        }
        const variable = reference?.resolved;
        const definition = variable?.defs[0];
        if (!definition || definition.type !== 'Parameter') return;
        const owner = definition.node; // the function whose parameter this is
        const deferred = deferredFunctionAround(node);
        const data = { name: node.object.name, part: node.property.name };
        if (deferred && !inside(owner, deferred)) {
          const where = calleeName(deferred.parent.callee);
          context.report({ node, messageId: 'deferred', data: { ...data, where: `${where}(…)` } });
          return;
        }
        if (
          node.property.name === 'currentTarget' &&
          owner.async &&
          functionOf(node) === owner &&
          awaitedBefore(owner, node)
        ) {
          context.report({ node, messageId: 'afterAwait', data });
        }
      },
    };
  },
};
