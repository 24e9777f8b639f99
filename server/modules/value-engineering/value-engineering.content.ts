import sanitizeHtml from 'sanitize-html';
import { pricingFor } from '#content/pricing';
import { sanitizeRichText } from '../shared/rich-text-html';
import type { BusinessFacts } from '../settings/settings.schema';
import type { PageContent } from './value-engineering.schema';

/**
 * The value-engineering page's words: what staff saved (/admin/ve/content), or these defaults
 * until they save. Staff write the HTML parts in the same rich-text editor as the blog, and they
 * go through the same allowlist sanitizer (server/modules/shared/rich-text-html.ts, decision
 * record 190) when saved and again when read.
 */

/**
 * Words saved before the rich-text editor (or sent by hand) may be plain paragraphs with a blank
 * line between them: those are wrapped in paragraphs first. Either way only the allowlist survives.
 */
export function sanitizeFragment(html: string): string {
  const hasBlocks = /<(p|ul|ol|h[2-4]|blockquote|figure)\b/i.test(html);
  const structured = hasBlocks
    ? html
    : html
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => `<p>${part.replace(/\n/g, '<br>')}</p>`)
        .join('\n');
  return sanitizeRichText(structured);
}

export function sanitizeContent(content: PageContent): PageContent {
  return {
    ...content,
    whatHtml: sanitizeFragment(content.whatHtml),
    guaranteeHtml: sanitizeFragment(content.guaranteeHtml),
    faq: content.faq.map((item) => ({ question: item.question, answerHtml: sanitizeFragment(item.answerHtml) })),
  };
}

const paragraphs = (list: string[]) => list.map((p) => `<p>${sanitizeHtml(p, { allowedTags: [] })}</p>`).join('\n');

const defaults = new WeakMap<BusinessFacts, PageContent>();

/** The page's words until staff save their own, worded with the business facts (deposit, typical savings). */
export function defaultPageContent(business: BusinessFacts): PageContent {
  let content = defaults.get(business);
  if (!content) {
    content = buildDefaultPageContent(business);
    defaults.set(business, content);
  }
  return content;
}

function buildDefaultPageContent(business: BusinessFacts): PageContent {
  const { depositPercent, typicalSavings, valueEngineering } = pricingFor(business);
  return {
    heroTitle: 'The Same Memorial, for Less',
    lead: valueEngineering.lead,
    whatTitle: 'What value engineering is',
    whatHtml: paragraphs(valueEngineering.what),
    guaranteeTitle: 'Our guarantee',
    guaranteeHtml: paragraphs([valueEngineering.guarantee]),
    faqTitle: 'Questions families ask',
    faq: [
      {
        question: 'How is the final price decided?',
        answerHtml: paragraphs([
          'Once your design is approved, we price it part by part. With a package, the final price is guaranteed to come in below the package price, and you see the saving on your invoice.',
        ]),
      },
      {
        question: 'How do I pay the deposit?',
        answerHtml: paragraphs([
          `When you reserve a package, one of our family calls you to take the ${depositPercent}% deposit by phone or at the office. There is no payment online.`,
        ]),
      },
      {
        question: 'Does a lower price mean a lesser stone?',
        answerHtml: paragraphs([
          `No. We never cut the grade or thickness of the granite, the lettering or the foundation. The savings, typically ${typicalSavings.label}, come from sourcing, sizes that cut well and finishes where nobody sees them.`,
        ]),
      },
      {
        question: 'Can I change my mind after reserving?',
        answerHtml: paragraphs([
          'Yes. Reserving only asks us to call you. Nothing is ordered until you pay the deposit and approve your design.',
        ]),
      },
    ],
  };
}
