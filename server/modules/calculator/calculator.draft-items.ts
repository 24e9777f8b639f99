import type { AppDb } from '#db/create-db';
import { SECTION_LABELS } from './calculator.choices';
import type { SectionName } from './calculator.schema';
import { badRequest, conflict, listOf, type Item } from './calculator.document';
import { changeDraft, type Actor } from './calculator.service';
import { usagesOf } from './calculator.usages';

/** Staff's changes to one section of the draft: an item saved, deleted, or the section reordered. */

export async function saveDraftItem(
  db: AppDb,
  input: { baseRevision: number; originalKey: string | null; change: { section: SectionName; item: Item } },
  actor: Actor,
) {
  const { section, item } = input.change;
  const label = SECTION_LABELS[section].one;
  return changeDraft(db, {
    baseRevision: input.baseRevision,
    actor,
    section,
    itemKeys: [...new Set([input.originalKey, item.key])].filter((k): k is string => k !== null),
    apply(document) {
      const list = listOf(document, section);
      const index = input.originalKey ? list.findIndex((i) => i.key === input.originalKey) : -1;
      if (input.originalKey && index < 0)
        throw conflict(`That ${label} was removed by someone else. Please reload the page.`);
      const clash = list.findIndex((i) => i.key === item.key);
      if (clash >= 0 && clash !== index)
        throw badRequest(`Another ${label} already has the key “${item.key}”. Please choose another.`);
      if (index >= 0 && input.originalKey !== item.key) {
        const users = usagesOf(document)[section]?.[input.originalKey!];
        if (users?.length)
          throw badRequest(
            `The key “${input.originalKey}” is used by ${users.join(', ')}: keep the key, or change those first.`,
          );
      }
      if (index >= 0) list[index] = item;
      else list.push(item);
      return {
        document,
        summary: index >= 0 ? `changed the ${label} “${item.name}”` : `added the ${label} “${item.name}”`,
      };
    },
  });
}

export async function deleteDraftItem(
  db: AppDb,
  input: { baseRevision: number; section: SectionName; key: string },
  actor: Actor,
) {
  const label = SECTION_LABELS[input.section].one;
  return changeDraft(db, {
    baseRevision: input.baseRevision,
    actor,
    section: input.section,
    itemKeys: [input.key],
    apply(document) {
      const list = listOf(document, input.section);
      const index = list.findIndex((i) => i.key === input.key);
      if (index < 0) throw conflict(`That ${label} was already removed. Please reload the page.`);
      const users = usagesOf(document)[input.section]?.[input.key];
      if (users?.length)
        throw badRequest(`“${list[index]!.name}” is used by ${users.join(', ')}. Change those first, then delete it.`);
      const removed = list.splice(index, 1)[0]!;
      return { document, summary: `deleted the ${label} “${removed.name}”` };
    },
  });
}

export async function reorderDraftSection(
  db: AppDb,
  input: { baseRevision: number; section: SectionName; keys: string[] },
  actor: Actor,
) {
  return changeDraft(db, {
    baseRevision: input.baseRevision,
    actor,
    section: input.section,
    itemKeys: [null],
    apply(document) {
      const list = listOf(document, input.section);
      const byKey = new Map(list.map((i) => [i.key, i]));
      if (input.keys.length !== list.length || input.keys.some((k) => !byKey.has(k)))
        throw conflict('The list changed while you were reordering it. Please reload the page.');
      (document[input.section] as unknown as Item[]) = input.keys.map((k) => byKey.get(k)!);
      return { document, summary: `reordered the ${SECTION_LABELS[input.section].many}` };
    },
  });
}
