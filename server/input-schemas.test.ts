import { describe, expect, it } from 'vitest';
import { listProcedures, sampleOf, stringSchemasOf } from '../tests/support/zod-inputs';

// Every procedure of every router (public, basket, admin), found by walking the app router.
const procedures = listProcedures().filter((procedure) => procedure.input !== null);
const stringFields = procedures.flatMap((procedure) =>
  stringSchemasOf(procedure.input!).map((leaf) => ({
    name: `${procedure.path} ${leaf.path.join('.') || '(input)'}`,
    schema: leaf.schema,
  })),
);
type Parser = { safeParse(value: unknown): { success: boolean } };
const refuses = (schema: unknown, value: string) => !(schema as Parser).safeParse(value).success;

describe('every string input is built from the shared text schema (or a stricter format)', () => {
  it('finds the procedures and their text fields', () => {
    expect(procedures.length).toBeGreaterThan(20);
    expect(stringFields.length).toBeGreaterThan(40);
    console.log(`${procedures.length} procedures with input; ${stringFields.length} string fields checked`);
  });

  it.each(stringFields)('$name refuses a NUL, a lone surrogate and a megabyte of text', ({ schema }) => {
    expect(refuses(schema, 'a\u0000b')).toBe(true);
    expect(refuses(schema, 'a\ud800b')).toBe(true);
    expect(refuses(schema, 'a'.repeat(1_000_000))).toBe(true);
  });

  it.each(procedures.map((procedure) => [procedure.path, procedure.input] as const))(
    '%s: the fuzz test can build a valid input from the schema',
    (_path, input) => {
      expect((input as unknown as Parser).safeParse(sampleOf(input!)).success).toBe(true);
    },
  );
});
