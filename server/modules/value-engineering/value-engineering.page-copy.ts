import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import type { BusinessFacts } from '../settings/settings.schema';
import { defaultPageContent, sanitizeContent } from './value-engineering.content';
import { readPageContent, writePageContent } from './value-engineering.repository';
import { pageContentSchema, type PageContent } from './value-engineering.schema';
import { publicProof } from './value-engineering.figures';

/** The /value-engineering page's words: staff's own once saved (sanitized), the defaults until then. */

export async function pageContent(
  db: AppDb,
  business: BusinessFacts,
): Promise<{ content: PageContent; updatedAt: string | null }> {
  const stored = await readPageContent(db);
  if (!stored) return { content: defaultPageContent(business), updatedAt: null };
  const parsed = pageContentSchema.safeParse(stored.content);
  // Stored copy is sanitized when saved; sanitizing again on the way out costs little and keeps any old row safe.
  return parsed.success
    ? { content: sanitizeContent(parsed.data), updatedAt: stored.updatedAt }
    : { content: defaultPageContent(business), updatedAt: null };
}

/** The sanitized words, or a refusal naming the part that had nothing left once unsupported code was removed. */
export function cleanPageContent(content: PageContent): PageContent {
  const clean = sanitizeContent(content);
  const emptied = [
    ['whatHtml', clean.whatHtml],
    ['guaranteeHtml', clean.guaranteeHtml],
    ...clean.faq.map((item, i) => [`faq.${i}`, item.answerHtml] as const),
  ].find(([, html]) => !html.replace(/<[^>]*>/g, '').trim());
  if (emptied) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `One part has no words left once unsupported formatting is removed (${emptied[0] === 'whatHtml' ? 'the first section' : emptied[0] === 'guaranteeHtml' ? 'the guarantee' : `answer ${Number(emptied[0].slice(4)) + 1}`}). Please write it as plain paragraphs.`,
    });
  }
  return clean;
}

export async function savePageContent(db: AppDb, content: PageContent, byEmail: string, business: BusinessFacts) {
  const clean = cleanPageContent(content);
  await writePageContent(db, clean, byEmail);
  return pageContent(db, business);
}

export { cleanPageContent as previewPageContent };

/** /value-engineering in one call: the copy and, when there is enough, the proof. */
export async function valueEngineeringPage(db: AppDb, business: BusinessFacts) {
  const [content, proof] = await Promise.all([pageContent(db, business), publicProof(db)]);
  return { content: content.content, proof };
}
