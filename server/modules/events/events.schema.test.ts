import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventTypeInfo, eventTypes } from './events.choices';
import { eventPayloadSchemas } from './events.schema';

describe('the event catalog', () => {
  it('names every type as noun.verb in the past tense, with a version, a label and a description', () => {
    for (const type of eventTypes) {
      expect(type).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(eventTypeInfo[type].version).toBeGreaterThanOrEqual(1);
      expect(eventTypeInfo[type].label.length).toBeGreaterThan(3);
      expect(eventTypeInfo[type].description).toMatch(/\.$/);
      expect(eventPayloadSchemas[type]).toBeDefined();
    }
  });

  it('documents every type in docs/events.md', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/events.md'), 'utf8');
    for (const type of eventTypes) expect(doc).toContain(`\`${type}\``);
  });
});
