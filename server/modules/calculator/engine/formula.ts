import jsep from 'jsep';
import { FORMULA_FUNCTIONS, FORMULA_MAX_LENGTH, FORMULA_VARIABLES } from '../calculator.choices';

/**
 * Staff formulas: parsed by jsep (a maintained expression parser that only builds a syntax
 * tree) and evaluated by the small interpreter below, which accepts a whitelist of node types,
 * operators and functions and reads names only from the scope it is given (decision 050).
 * Nothing here reaches `eval`, `new Function`, object properties or prototypes: a formula can
 * only name variables from FORMULA_VARIABLES and call FORMULA_FUNCTIONS.
 */

export class FormulaError extends Error {
  /** Zero-based character position in the formula where the problem is. */
  readonly position: number;
  constructor(message: string, position: number) {
    super(message);
    this.name = 'FormulaError';
    this.position = position;
  }
}

type Node = jsep.Expression;

export interface ParsedFormula {
  source: string;
  /** null for a blank formula. */
  ast: Node | null;
  variables: Set<string>;
  /** The names given to calc(), lookup() and factor(). */
  calcRefs: Set<string>;
  lookupRefs: Set<string>;
  factorRefs: Set<string>;
  /** How many syntax nodes the formula has: the most steps evaluating it once can take. */
  nodeCount: number;
}

const KNOWN_VARIABLES = new Set(FORMULA_VARIABLES.map((v) => v.name));
const KNOWN_FUNCTIONS = new Set(FORMULA_FUNCTIONS.map((f) => f.name));
const NAMED_FUNCTIONS = new Set(['lookup', 'factor', 'calc']);
const BINARY_OPERATORS = new Set(['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '!=', '&&', '||']);
const UNARY_OPERATORS = new Set(['-', '+', '!']);
/** Names that have meant code execution or prototype access in other evaluators: refused by name. */
const FORBIDDEN_NAMES = new Set([
  'constructor',
  '__proto__',
  'prototype',
  'process',
  'import',
  'require',
  'evaluate',
  'eval',
  'function',
  'globalthis',
  'global',
  'window',
  'this',
  'self',
  'module',
  'exports',
  '__definegetter__',
  '__definesetter__',
  '__lookupgetter__',
  'tostring',
  'valueof',
]);
const MAX_NESTING = 32;
const MAX_NODES = 400;
/** Any intermediate value beyond this is refused (a monument does not cost a trillion dollars). */
export const MAX_MAGNITUDE = 1e12;

/** Where `needle` (a whole word when it is a name) first appears in the formula, or 0. */
function positionOf(source: string, needle: string, wholeWord = true): number {
  if (!needle) return 0;
  if (!wholeWord) return Math.max(0, source.indexOf(needle));
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[^A-Za-z0-9_$])${escaped}(?![A-Za-z0-9_$])`).exec(source);
  return match ? match.index + match[1]!.length : Math.max(0, source.indexOf(needle));
}

/** Refuses deep nesting before the parser's recursion sees it. */
function checkNesting(source: string) {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') {
      depth++;
      if (depth > MAX_NESTING)
        throw new FormulaError(`Brackets are nested too deeply (more than ${MAX_NESTING} levels)`, i);
    } else if (ch === ')' || ch === ']') depth--;
  }
}

function describe(node: Node): string {
  switch (node.type) {
    case 'MemberExpression':
      return 'Reading a property (with . or [ ])';
    case 'ArrayExpression':
      return 'A list in [ ]';
    case 'Compound':
    case 'SequenceExpression':
      return 'Several expressions separated by commas';
    case 'ThisExpression':
      return '"this"';
    default:
      return `This kind of expression (${String(node.type)})`;
  }
}

function nodePosition(source: string, node: Node): number {
  switch (node.type) {
    case 'Identifier':
      return positionOf(source, String(node.name));
    case 'CallExpression': {
      const callee = node.callee as Node;
      return callee.type === 'Identifier' ? positionOf(source, String(callee.name)) : 0;
    }
    case 'MemberExpression':
      return node.computed ? positionOf(source, '[', false) : positionOf(source, '.', false);
    case 'Literal':
      return positionOf(source, String(node.raw), false);
    case 'BinaryExpression':
    case 'UnaryExpression':
      return positionOf(source, String(node.operator), false);
    case 'ThisExpression':
      return positionOf(source, 'this');
    default:
      return 0;
  }
}

/** Parses and checks a formula; throws FormulaError with the position of the first problem. */
export function parseFormula(source: string): ParsedFormula {
  const parsed: ParsedFormula = {
    source,
    ast: null,
    variables: new Set(),
    calcRefs: new Set(),
    lookupRefs: new Set(),
    factorRefs: new Set(),
    nodeCount: 0,
  };
  if (source.length > FORMULA_MAX_LENGTH)
    throw new FormulaError(`A formula can be at most ${FORMULA_MAX_LENGTH} characters long`, FORMULA_MAX_LENGTH);
  if (!source.trim()) return parsed;
  checkNesting(source);
  let ast: Node;
  try {
    ast = jsep(source);
  } catch (error) {
    // jsep's message ends with its own zero-based "at character N"; the position travels apart
    // (FormulaError.position) and whoever shows the problem names it once, counted from 1.
    const e = error as { description?: string; index?: number; message?: string };
    const said = e.description ?? e.message?.replace(/\s*at character \d+\s*$/, '');
    throw new FormulaError(said || 'This formula cannot be read', e.index ?? 0);
  }
  let count = 0;
  const walk = (node: Node, depth: number, allowText = false) => {
    count++;
    if (count > MAX_NODES) throw new FormulaError('This formula is too long to check; please split it', 0);
    if (depth > MAX_NESTING * 2) throw new FormulaError('This formula is nested too deeply', 0);
    switch (node.type) {
      case 'Literal': {
        const value = node.value;
        if (typeof value === 'number' || typeof value === 'boolean') return;
        if (typeof value === 'string' && allowText) return;
        throw new FormulaError(
          typeof value === 'string'
            ? 'Text in quotes is only allowed as the name given to lookup, factor or calc'
            : `The value ${String(node.raw)} cannot be used in a formula`,
          nodePosition(source, node),
        );
      }
      case 'Identifier': {
        const name = String(node.name);
        if (FORBIDDEN_NAMES.has(name.toLowerCase()))
          throw new FormulaError(`The name "${name}" cannot be used in a formula`, nodePosition(source, node));
        if (!KNOWN_VARIABLES.has(name)) {
          const hint = KNOWN_FUNCTIONS.has(name) ? ` (${name} is a function: write ${name}(...))` : '';
          throw new FormulaError(`Unknown name "${name}"${hint}`, nodePosition(source, node));
        }
        parsed.variables.add(name);
        return;
      }
      case 'BinaryExpression': {
        const operator = String(node.operator);
        if (!BINARY_OPERATORS.has(operator)) {
          const hint = operator === '^' || operator === '**' ? ': write pow(x, n) for powers' : '';
          throw new FormulaError(`The operator ${operator} is not allowed${hint}`, nodePosition(source, node));
        }
        walk(node.left as Node, depth + 1);
        walk(node.right as Node, depth + 1);
        return;
      }
      case 'UnaryExpression': {
        if (!UNARY_OPERATORS.has(String(node.operator)))
          throw new FormulaError(`The operator ${String(node.operator)} is not allowed`, nodePosition(source, node));
        walk(node.argument as Node, depth + 1);
        return;
      }
      case 'ConditionalExpression':
        walk(node.test as Node, depth + 1);
        walk(node.consequent as Node, depth + 1);
        walk(node.alternate as Node, depth + 1);
        return;
      case 'CallExpression': {
        const callee = node.callee as Node;
        const args = node.arguments as Node[];
        if (callee.type !== 'Identifier') {
          walk(callee, depth + 1);
          throw new FormulaError('Only the listed functions can be called', nodePosition(source, node));
        }
        const name = String(callee.name);
        if (FORBIDDEN_NAMES.has(name.toLowerCase()))
          throw new FormulaError(`The name "${name}" cannot be used in a formula`, nodePosition(source, node));
        if (!KNOWN_FUNCTIONS.has(name))
          throw new FormulaError(`Unknown function "${name}"`, nodePosition(source, node));
        if (NAMED_FUNCTIONS.has(name)) {
          const first = args[0];
          if (!first || first.type !== 'Literal' || typeof first.value !== 'string')
            throw new FormulaError(
              `${name}( ) needs a name in quotes first, for example ${name}("name")`,
              nodePosition(source, node),
            );
          const ref = first.value;
          if (name === 'calc') parsed.calcRefs.add(ref);
          else if (name === 'lookup') parsed.lookupRefs.add(ref);
          else parsed.factorRefs.add(ref);
          const [low, high] = name === 'lookup' ? [2, 3] : [1, 1];
          if (args.length < low || args.length > high)
            throw new FormulaError(
              name === 'lookup' ? 'lookup needs a table name and a key' : `${name} takes just a name`,
              nodePosition(source, node),
            );
          args.slice(1).forEach((arg) => walk(arg, depth + 1));
          return;
        }
        const arity: Record<string, [number, number]> = {
          min: [1, 20],
          max: [1, 20],
          round: [1, 2],
          ceil: [1, 2],
          floor: [1, 2],
          abs: [1, 1],
          pow: [2, 2],
          if: [3, 3],
        };
        const [low, high] = arity[name]!;
        if (args.length < low || args.length > high)
          throw new FormulaError(
            `${name} takes ${low === high ? low : `${low} to ${high}`} value${high > 1 ? 's' : ''}`,
            nodePosition(source, node),
          );
        args.forEach((arg) => walk(arg, depth + 1));
        return;
      }
      default: {
        let root: Node = node;
        while (root.type === 'MemberExpression' || root.type === 'CallExpression')
          root = (root.type === 'MemberExpression' ? root.object : root.callee) as Node;
        if (root.type === 'Identifier' && FORBIDDEN_NAMES.has(String(root.name).toLowerCase()))
          throw new FormulaError(
            `The name "${String(root.name)}" cannot be used in a formula`,
            nodePosition(source, root),
          );
        throw new FormulaError(`${describe(node)} is not allowed in a formula`, nodePosition(source, node));
      }
    }
  };
  walk(ast, 0);
  parsed.ast = ast;
  parsed.nodeCount = count;
  return parsed;
}

/** What a formula may reach while it runs. */
export interface FormulaScope {
  variable(name: string): number | undefined;
  lookup(table: string, key: number, fallback: number | undefined): number;
  factor(name: string): number;
  calc(name: string): number;
}

function checked(value: number, source: string, node: Node): number {
  if (!Number.isFinite(value) || Math.abs(value) > MAX_MAGNITUDE)
    throw new FormulaError('The result is too large to be a price', nodePosition(source, node));
  return value;
}

function stepRound(kind: 'round' | 'ceil' | 'floor', x: number, step: number | undefined): number {
  const fn = kind === 'round' ? Math.round : kind === 'ceil' ? Math.ceil : Math.floor;
  if (step === undefined) return fn(Number(x.toPrecision(12)));
  if (step <= 0) throw new Error('step');
  return fn(Number((x / step).toPrecision(12))) * step;
}

/** Evaluates a parsed formula; every value is a number (true = 1, false = 0). */
export function evaluateFormula(parsed: ParsedFormula, scope: FormulaScope): number {
  const source = parsed.source;
  if (!parsed.ast) return 0;
  const ev = (node: Node): number => {
    switch (node.type) {
      case 'Literal':
        return typeof node.value === 'boolean' ? (node.value ? 1 : 0) : (node.value as number);
      case 'Identifier': {
        const value = scope.variable(String(node.name));
        if (value === undefined)
          throw new FormulaError(`"${String(node.name)}" is not available here`, nodePosition(source, node));
        return value;
      }
      case 'UnaryExpression': {
        const value = ev(node.argument as Node);
        if (node.operator === '-') return -value;
        if (node.operator === '!') return value ? 0 : 1;
        return value;
      }
      case 'BinaryExpression': {
        const operator = String(node.operator);
        if (operator === '&&') return ev(node.left as Node) && ev(node.right as Node) ? 1 : 0;
        if (operator === '||') return ev(node.left as Node) || ev(node.right as Node) ? 1 : 0;
        const a = ev(node.left as Node);
        const b = ev(node.right as Node);
        switch (operator) {
          case '+':
            return checked(a + b, source, node);
          case '-':
            return checked(a - b, source, node);
          case '*':
            return checked(a * b, source, node);
          case '/':
          case '%':
            if (b === 0) throw new FormulaError('Division by zero', nodePosition(source, node));
            return checked(operator === '/' ? a / b : a % b, source, node);
          case '<':
            return a < b ? 1 : 0;
          case '<=':
            return a <= b ? 1 : 0;
          case '>':
            return a > b ? 1 : 0;
          case '>=':
            return a >= b ? 1 : 0;
          case '==':
            return a === b ? 1 : 0;
          default:
            return a !== b ? 1 : 0;
        }
      }
      case 'ConditionalExpression':
        return ev(node.test as Node) ? ev(node.consequent as Node) : ev(node.alternate as Node);
      case 'CallExpression': {
        const name = String((node.callee as Node).name);
        const args = node.arguments as Node[];
        const at = nodePosition(source, node);
        const wrap = (fn: () => number) => {
          try {
            return fn();
          } catch (error) {
            if (error instanceof FormulaError) throw error;
            throw new FormulaError((error as Error).message, at);
          }
        };
        switch (name) {
          case 'lookup':
            return wrap(() =>
              scope.lookup(String((args[0] as Node).value), ev(args[1]!), args[2] ? ev(args[2]) : undefined),
            );
          case 'factor':
            return wrap(() => scope.factor(String((args[0] as Node).value)));
          case 'calc':
            return wrap(() => scope.calc(String((args[0] as Node).value)));
          case 'if':
            return ev(args[0]!) ? ev(args[1]!) : ev(args[2]!);
          case 'min':
            return Math.min(...args.map(ev));
          case 'max':
            return Math.max(...args.map(ev));
          case 'abs':
            return Math.abs(ev(args[0]!));
          case 'pow': {
            const n = ev(args[1]!);
            if (Math.abs(n) > 10) throw new FormulaError('pow allows powers up to 10', at);
            return checked(Math.pow(ev(args[0]!), n), source, node);
          }
          default: {
            const x = ev(args[0]!);
            const step = args[1] ? ev(args[1]) : undefined;
            if (step !== undefined && step <= 0) throw new FormulaError(`${name}'s step must be above 0`, at);
            return stepRound(name as 'round' | 'ceil' | 'floor', x, step);
          }
        }
      }
      default:
        throw new FormulaError('This formula was not checked', 0);
    }
  };
  return checked(ev(parsed.ast), source, parsed.ast);
}
