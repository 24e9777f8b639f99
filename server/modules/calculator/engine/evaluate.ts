import { FormulaError, nodePosition, type Node, type ParsedFormula } from './formula';

/**
 * Working out a formula that parseFormula checked: every value a number (true = 1, false = 0),
 * names read only from the scope it is given, no result beyond MAX_MAGNITUDE (decision 050).
 */

/** Any intermediate value beyond this is refused (a monument does not cost a trillion dollars). */
const MAX_MAGNITUDE = 1e12;

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
