import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const records = fs.readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('decision records', () => {
  it('are all listed in the index, and the index lists only records that exist', () => {
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect([...linked].sort()).toEqual([...records].sort());
  });

  it('have unique numbers and the parts of the template', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const name of records) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      expect(text, name).toMatch(/^# \d{3}\. /);
      for (const heading of ['## Context', '## Decision']) expect(text, `${name}: ${heading}`).toContain(heading);
    }
  });
});
