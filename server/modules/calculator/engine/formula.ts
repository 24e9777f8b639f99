import jsep from 'jsep';
import { FORMULA_FUNCTIONS, FORMULA_MAX_LENGTH, FORMULA_VARIABLES } from '../calculator.choices';

/**
 * Staff formulas: parsed by jsep (a maintained expression parser that only builds a syntax
 * tree), checked here against a whitelist of node types, operators and functions, and evaluated
 * by the small interpreter in evaluate.ts, which reads names only from the scope it is given
 * (decision 050).
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

export type Node = jsep.Expression;

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

export function nodePosition(source: string, node: Node): number {
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

/** A formula being checked: its source, what it names so far, and how many nodes were walked. */
interface Walk {
  source: string;
  parsed: ParsedFormula;
  count: number;
}

/** Arguments each ordinary function takes, fewest and most. */
const ARITY: Record<string, [number, number]> = {
  min: [1, 20],
  max: [1, 20],
  round: [1, 2],
  ceil: [1, 2],
  floor: [1, 2],
  abs: [1, 1],
  pow: [2, 2],
  if: [3, 3],
};

/** Numbers and true/false only; text in quotes only where `allowText` says (a name given to lookup, factor or calc). */
function checkLiteral(walk: Walk, node: Node, allowText: boolean) {
  const value = node.value;
  if (typeof value === 'number' || typeof value === 'boolean') return;
  if (typeof value === 'string' && allowText) return;
  throw new FormulaError(
    typeof value === 'string'
      ? 'Text in quotes is only allowed as the name given to lookup, factor or calc'
      : `The value ${String(node.raw)} cannot be used in a formula`,
    nodePosition(walk.source, node),
  );
}

/** A variable: one of FORMULA_VARIABLES, never a forbidden name. */
function checkIdentifier(walk: Walk, node: Node) {
  const name = String(node.name);
  if (FORBIDDEN_NAMES.has(name.toLowerCase()))
    throw new FormulaError(`The name "${name}" cannot be used in a formula`, nodePosition(walk.source, node));
  if (!KNOWN_VARIABLES.has(name)) {
    const hint = KNOWN_FUNCTIONS.has(name) ? ` (${name} is a function: write ${name}(...))` : '';
    throw new FormulaError(`Unknown name "${name}"${hint}`, nodePosition(walk.source, node));
  }
  walk.parsed.variables.add(name);
}

/** lookup("table", key[, fallback]), factor("name"), calc("name"): the name is recorded as a reference. */
function checkNamedCall(walk: Walk, node: Node, name: string, args: Node[], depth: number) {
  const first = args[0];
  if (!first || first.type !== 'Literal' || typeof first.value !== 'string')
    throw new FormulaError(
      `${name}( ) needs a name in quotes first, for example ${name}("name")`,
      nodePosition(walk.source, node),
    );
  const ref = first.value;
  if (name === 'calc') walk.parsed.calcRefs.add(ref);
  else if (name === 'lookup') walk.parsed.lookupRefs.add(ref);
  else walk.parsed.factorRefs.add(ref);
  const [low, high] = name === 'lookup' ? [2, 3] : [1, 1];
  if (args.length < low || args.length > high)
    throw new FormulaError(
      name === 'lookup' ? 'lookup needs a table name and a key' : `${name} takes just a name`,
      nodePosition(walk.source, node),
    );
  args.slice(1).forEach((arg) => walkNode(walk, arg, depth + 1));
}

/** A call of one of FORMULA_FUNCTIONS, by name, with as many arguments as it takes. */
function checkCall(walk: Walk, node: Node, depth: number) {
  const callee = node.callee as Node;
  const args = node.arguments as Node[];
  if (callee.type !== 'Identifier') {
    walkNode(walk, callee, depth + 1);
    throw new FormulaError('Only the listed functions can be called', nodePosition(walk.source, node));
  }
  const name = String(callee.name);
  if (FORBIDDEN_NAMES.has(name.toLowerCase()))
    throw new FormulaError(`The name "${name}" cannot be used in a formula`, nodePosition(walk.source, node));
  if (!KNOWN_FUNCTIONS.has(name)) throw new FormulaError(`Unknown function "${name}"`, nodePosition(walk.source, node));
  if (NAMED_FUNCTIONS.has(name)) return checkNamedCall(walk, node, name, args, depth);
  const [low, high] = ARITY[name]!;
  if (args.length < low || args.length > high)
    throw new FormulaError(
      `${name} takes ${low === high ? low : `${low} to ${high}`} value${high > 1 ? 's' : ''}`,
      nodePosition(walk.source, node),
    );
  args.forEach((arg) => walkNode(walk, arg, depth + 1));
}

/** Anything else (properties, lists, several expressions, this) is refused, a forbidden name by name. */
function refuseNode(walk: Walk, node: Node): never {
  let root: Node = node;
  while (root.type === 'MemberExpression' || root.type === 'CallExpression')
    root = (root.type === 'MemberExpression' ? root.object : root.callee) as Node;
  if (root.type === 'Identifier' && FORBIDDEN_NAMES.has(String(root.name).toLowerCase()))
    throw new FormulaError(
      `The name "${String(root.name)}" cannot be used in a formula`,
      nodePosition(walk.source, root),
    );
  throw new FormulaError(`${describe(node)} is not allowed in a formula`, nodePosition(walk.source, node));
}

/** Checks one node of the syntax tree and those below it against the whitelist. */
function walkNode(walk: Walk, node: Node, depth: number, allowText = false): void {
  walk.count++;
  if (walk.count > MAX_NODES) throw new FormulaError('This formula is too long to check; please split it', 0);
  if (depth > MAX_NESTING * 2) throw new FormulaError('This formula is nested too deeply', 0);
  switch (node.type) {
    case 'Literal':
      return checkLiteral(walk, node, allowText);
    case 'Identifier':
      return checkIdentifier(walk, node);
    case 'BinaryExpression': {
      const operator = String(node.operator);
      if (!BINARY_OPERATORS.has(operator)) {
        const hint = operator === '^' || operator === '**' ? ': write pow(x, n) for powers' : '';
        throw new FormulaError(`The operator ${operator} is not allowed${hint}`, nodePosition(walk.source, node));
      }
      walkNode(walk, node.left as Node, depth + 1);
      walkNode(walk, node.right as Node, depth + 1);
      return;
    }
    case 'UnaryExpression': {
      if (!UNARY_OPERATORS.has(String(node.operator)))
        throw new FormulaError(`The operator ${String(node.operator)} is not allowed`, nodePosition(walk.source, node));
      walkNode(walk, node.argument as Node, depth + 1);
      return;
    }
    case 'ConditionalExpression':
      walkNode(walk, node.test as Node, depth + 1);
      walkNode(walk, node.consequent as Node, depth + 1);
      walkNode(walk, node.alternate as Node, depth + 1);
      return;
    case 'CallExpression':
      return checkCall(walk, node, depth);
    default:
      return refuseNode(walk, node);
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
  const walk: Walk = { source, parsed, count: 0 };
  walkNode(walk, ast, 0);
  parsed.ast = ast;
  parsed.nodeCount = walk.count;
  return parsed;
}
