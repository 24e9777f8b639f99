import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { appRouter } from '#server/app-router';

/**
 * Inputs made from the procedures' own zod schemas, for the fuzz and schema-coverage tests: a
 * plausible valid input for each procedure, then that input with one field at a time replaced
 * by something hostile. Walks zod 4's schema definitions (`_zod.def`, its documented hook for
 * tools), so a new procedure or field is covered the moment it is added.
 */

type Schema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (schema: Schema, value: unknown) => (schema as unknown as z.ZodType).safeParse(value).success;

export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation';
  /** The input schema, or null for a procedure that takes none. */
  input: Schema | null;
}

/** Every procedure of the app router with its type and input schema. */
export function listProcedures(): ProcedureInfo[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; inputs: Schema[] } }
  >;
  return Object.entries(procedures).map(([path, procedure]) => {
    const inputs = procedure._def.inputs;
    if (inputs.length > 1) throw new Error(`${path}: more than one .input() is not handled here`);
    return { path, type: procedure._def.type as 'query' | 'mutation', input: inputs[0] ?? null };
  });
}

// Values tried, in order, when a field's own shape does not say what it wants.
const CANDIDATES: unknown[] = [
  'Ann Lee',
  'ann@example.com',
  '(580) 555-0136',
  'We would like a gray upright headstone.',
  '/gallery',
  'https://example.com/photo.jpg',
  'legacy-sierra-white-upright',
  'gray-slant',
  'correct horse battery staple',
  // Formats of later domains: a calculator key, a ZIP code, a booking's private token, a saved
  // estimate's reference, a slot's instant and a calendar date.
  'jet_black',
  '75098',
  'abcdefghijABCDEFGHIJ0123456789-_abcdefghijk',
  'K7Q3-M9XA',
  '2030-01-07T15:00:00.000Z',
  '2030-01-07',
  1,
  5,
  60,
  true,
];

/** A plausible valid value for a schema (best effort; check it with safeParse). */
export function sampleOf(schema: Schema): unknown {
  const def = defOf(schema);
  const structural = structuralSample(schema, def);
  if (accepts(schema, structural)) return structural;
  // An object whose fields depend on each other (a switch that excuses a list): try each of its
  // yes/no fields the other way.
  if (structural && typeof structural === 'object' && !Array.isArray(structural)) {
    for (const [key, value] of Object.entries(structural)) {
      if (typeof value !== 'boolean') continue;
      const flipped = { ...structural, [key]: !value };
      if (accepts(schema, flipped)) return flipped;
    }
  }
  // ... or with its lists emptied one after another (ids that must differ across two lists).
  if (structural && typeof structural === 'object' && !Array.isArray(structural)) {
    let emptied = structural as Record<string, unknown>;
    for (const [key, value] of Object.entries(structural)) {
      if (!Array.isArray(value) || value.length === 0) continue;
      emptied = { ...emptied, [key]: [] };
      if (accepts(schema, emptied)) return emptied;
    }
  }
  for (const candidate of CANDIDATES) if (accepts(schema, candidate)) return candidate;
  return structural;
}

function structuralSample(schema: Schema, def: Def): unknown {
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, sampleOf(field)]));
    }
    case 'optional':
    case 'nullable': {
      // A value when one parses (an email, a phone), else nothing (a cursor made by the server).
      const inner = sampleOf(def.innerType as Schema);
      return accepts(schema, inner) ? inner : def.type === 'optional' ? undefined : null;
    }
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType as Schema);
    case 'pipe':
      return sampleOf(def.in as Schema);
    case 'string': {
      const format = (schema as unknown as { format?: string | null }).format;
      if (format === 'uuid' || format === 'guid') return randomUUID();
      if (format === 'email') return 'ann@example.com';
      if (format === 'url') return 'https://example.com/photo.jpg';
      // A name, else a key (`jet_black`) or a slug (`rose`, `block-1`) when the pattern asks for one.
      return ['Ann Lee', 'ann_lee', 'ann-lee'].find((candidate) => accepts(schema, candidate)) ?? 'Ann Lee';
    }
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [sampleOf(def.element as Schema)];
    case 'union':
      for (const option of def.options as Schema[]) {
        const value = sampleOf(option);
        if (accepts(option, value)) return value;
      }
      return sampleOf((def.options as Schema[])[0]!);
    case 'null':
      return null;
    default:
      return undefined;
  }
}

export interface Leaf {
  /** Where the value sits in the input (object keys, 0 for an array's first element). */
  path: (string | number)[];
  schema: Schema;
}

/** Every field a value can be put in: object members, array elements, union branches' members. */
export function leavesOf(schema: Schema, path: (string | number)[] = []): Leaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
        leavesOf(field, [...path, key]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return leavesOf(def.innerType as Schema, path);
    case 'pipe':
      return leavesOf(def.in as Schema, path);
    case 'array':
      return [{ path, schema }, ...leavesOf(def.element as Schema, [...path, 0])];
    case 'union': {
      const seen = new Set<string>();
      return (def.options as Schema[])
        .flatMap((option) => leavesOf(option, path))
        .filter((leaf) => {
          const key = leaf.path.join('.');
          return seen.has(key) ? false : (seen.add(key), true);
        });
    }
    default:
      return [{ path, schema }];
  }
}

/** Every string schema reachable as input (the strings a caller controls). */
export function stringSchemasOf(schema: Schema, path: (string | number)[] = []): Leaf[] {
  return leavesOf(schema, path).filter((leaf) => defOf(leaf.schema).type === 'string');
}

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const AT = '2026-01-01 10:00:00.123456+00';

/** Hostile values for any one field: wrong types, huge numbers, broken text, forged ids and cursors. */
export function hostileValues(options: { hugeString: number }): unknown[] {
  return [
    'a\u0000b',
    '\u0000',
    'x\ud800',
    '\udfffx',
    'x'.repeat(options.hugeString),
    '',
    '   ',
    1e300,
    -1e300,
    3_000_000_000,
    -3_000_000_000,
    2 ** 53 + 2,
    -1,
    0,
    1.5,
    true,
    null,
    {},
    [],
    ['a\u0000'],
    { $gt: '' },
    '1e300',
    '3000000000',
    '9999-99-99',
    '2026-02-30 10:00:00+00',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '------------------------------------',
    '00000000-0000-0000-0000-000000000000',
    cursorOf([1e300, AT, randomUUID()]),
    cursorOf([3_000_000_000, AT, randomUUID()]),
    cursorOf([0, AT, 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']),
    cursorOf([0, '9999-99-99 00:00:00+00', randomUUID()]),
    cursorOf([0, `${AT}\u0000`, randomUUID()]),
    'gallery:------------------------------------',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '/\u0000',
  ];
}

function setAt(input: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy = (Array.isArray(input) ? [...input] : { ...(input as object) }) as Record<string | number, unknown>;
  copy[key!] = setAt(copy[key!], rest, value);
  return copy;
}

/**
 * A valid input with as few fields as the schema allows: every optional field left out that can
 * be (a filled honeypot, say, would have every request dropped before it reached the database).
 */
export function minimalSampleOf(schema: Schema): unknown {
  const full = sampleOf(schema);
  if (full === null || typeof full !== 'object' || Array.isArray(full)) return full;
  const minimal: Record<string, unknown> = { ...(full as Record<string, unknown>) };
  for (const key of Object.keys(minimal)) {
    const without = { ...minimal };
    delete without[key];
    if (accepts(schema, without)) delete minimal[key];
  }
  return minimal;
}

/**
 * A full and a minimal valid input, then the minimal one with each field in turn replaced by
 * each hostile value, then junk whole inputs.
 */
export function hostileInputsFor(schema: Schema | null, options: { hugeString: number }): unknown[] {
  const whole: unknown[] = [undefined, null, 'a\u0000b', 42, [], {}, { extra: 'a\u0000b' }];
  if (!schema) return whole;
  // A fresh base for each input: ids in it (an idempotency key, say) are new each time.
  const base = () => minimalSampleOf(schema);
  const inputs: unknown[] = [sampleOf(schema), base(), ...whole];
  for (const leaf of leavesOf(schema)) {
    for (const value of hostileValues(options)) inputs.push(setAt(base(), leaf.path, value));
    const sample = sampleOf(leaf.schema);
    if (typeof sample === 'string') {
      inputs.push(setAt(base(), leaf.path, `${sample}\u0000`), setAt(base(), leaf.path, `${sample}\ud83d`));
    }
  }
  return inputs;
}
