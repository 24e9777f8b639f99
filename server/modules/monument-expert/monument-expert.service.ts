import { createHash } from 'node:crypto';
import type { AppDb } from '#db/create-db';
import { readContentVersion } from '../page-cache/content-version';
import { reportMemoryUser } from '#server/lib/memory-report';
import { getBusinessFacts } from '../settings/settings.service';
import { pricingFor } from '#content/pricing';
import { postsForSearchIndex, plainTextOfPost } from '../blog/blog.service';
import { listActivePackages } from '../value-engineering/value-engineering.service';
import { getPublished } from '../calculator/calculator.service';
import { calculatorOptions, quoteForExpert } from '../public-calculator/public-calculator.service';
import { submitLead } from '../leads/leads.service';
import { chatCompletion, resolveAiEndpoint, type ChatFailure } from '../ai/ai-endpoint.service';
import type { BusinessFacts } from '../settings/settings.schema';
import { buildPassages, type Passage, type SourceData } from './monument-expert.sources';
import {
  documentFrequencies,
  lexemesOf,
  lockIndex,
  readIndexState,
  replacePassages,
  searchPassages,
  type PassageHit,
} from './monument-expert.repository';
import { asksAboutOwnCase, asksPrice, leansBack, normalizeQuestion, queryGroups } from './monument-expert.query';
import { factAnswer } from './monument-expert.facts';
import { readPriceQuestion } from './monument-expert.pricing';
import { bestTimeChoices } from './monument-expert.choices';

// ---------------------------------------------------------------------------------------------
// The index: rebuilt when what it is cut from has changed.

/** Everything the passages are cut from, read from the owning domains' services. */
async function loadSourceData(db: AppDb, contentVersion: number): Promise<SourceData> {
  const [business, posts, packages, published] = await Promise.all([
    getBusinessFacts(db, contentVersion),
    postsForSearchIndex(db),
    listActivePackages(db),
    getPublished(db),
  ]);
  const doc = published?.document;
  return {
    business,
    posts: posts.map((post) => ({
      slug: post.slug,
      path: post.path,
      title: post.title,
      excerpt: post.excerpt,
      bodyText: plainTextOfPost(post.bodyHtml),
      publishedAt: post.publishedAt,
    })),
    packages: packages.map((p) => ({
      id: p.id,
      name: p.name,
      priceCents: p.priceCents,
      granite: p.granite,
      style: p.style,
      summary: p.summary,
      includes: p.includes,
    })),
    calculator: doc
      ? {
          colors: doc.colors.filter((c) => c.active).map((c) => c.name),
          partTypes: doc.partTypes.map((p) => ({
            name: p.name,
            minWidth: p.minSize.length,
            maxWidth: p.maxSize.length,
            isBase: p.isBase,
          })),
          addons: doc.addons
            .filter((a) => a.active)
            .map((a) => ({ name: a.name, category: a.category, description: a.description || null })),
          templates: doc.templates
            .filter((t) => t.active)
            .map((t) => ({ name: t.name, description: t.description || null })),
        }
      : null,
  };
}

const fingerprintOf = (passages: Passage[]) =>
  createHash('sha256')
    .update(JSON.stringify(passages.map((p) => [p.kind, p.key, p.title, p.url, p.body, p.publishedAt?.toISOString()])))
    .digest('hex');

interface Fresh {
  contentVersion: number;
  fingerprint: string;
  /** The terms' weights, kept while their estimated bytes stay under DF_MAX_BYTES. */
  df: { total: number; df: Map<string, number> } | null;
  /** The weights were found larger than DF_MAX_BYTES: each question reads its own words' weights. */
  dfTooLarge?: boolean;
}
const fresh = new WeakMap<AppDb, Fresh>();

/**
 * The most the terms' weights may take in memory (decision record 223): a site's whole vocabulary,
 * about 100 bytes a word, so some 80,000 words. A site with more is answered by reading the
 * weights of the question's own words from the database each time instead.
 */
const DF_MAX_BYTES = 8 * 1024 * 1024;
const dfBytes = (df: Map<string, number>) => {
  let bytes = 64;
  for (const word of df.keys()) bytes += 64 + word.length * 2;
  return bytes;
};
/** What the kept weights hold now, for the memory report (the last database that kept them). */
const dfHeld = {
  bytes: 0,
  entries: 0,
  figures() {
    return { name: "the expert's term weights", bytes: this.bytes, maxBytes: DF_MAX_BYTES, entries: this.entries };
  },
};
reportMemoryUser(dfHeld);
const building = new WeakMap<AppDb, Promise<Fresh>>();

async function rebuildIfChanged(db: AppDb, contentVersion: number): Promise<Fresh> {
  const passages = buildPassages(await loadSourceData(db, contentVersion));
  const fingerprint = fingerprintOf(passages);
  const state = await readIndexState(db);
  if (state?.fingerprint !== fingerprint) {
    await db.transaction().execute(async (trx) => {
      await lockIndex(trx);
      // Another server may have rebuilt it while this one waited for the lock.
      const again = await readIndexState(trx);
      if (again?.fingerprint !== fingerprint) await replacePassages(trx, passages, { contentVersion, fingerprint });
    });
  }
  return { contentVersion, fingerprint, df: null };
}

/**
 * Makes the passages current. Any staff change bumps the content version (decision 040); the
 * first question after it (on any server) rebuilds the passages from their sources if what they
 * are cut from really changed (a fingerprint of every passage), inside one transaction under an
 * advisory lock. A question in between reads the old passages, never a half-built index.
 */
export async function ensureExpertIndex(db: AppDb): Promise<Fresh> {
  const contentVersion = await readContentVersion(db);
  const known = fresh.get(db);
  if (known && known.contentVersion === contentVersion) return known;
  let pending = building.get(db);
  if (!pending) {
    pending = rebuildIfChanged(db, contentVersion).finally(() => building.delete(db));
    building.set(db, pending);
  }
  const result = await pending;
  const previous = fresh.get(db);
  // The terms' weights are kept while the passages are the same.
  const next = { ...result, df: previous?.fingerprint === result.fingerprint ? previous.df : null };
  fresh.set(db, next);
  return next;
}

// ---------------------------------------------------------------------------------------------
// Retrieval

export interface RetrievedPassage {
  kind: PassageHit['kind'];
  key: string;
  title: string;
  url: string;
  body: string;
  score: number;
  matched: number;
}

export interface Retrieval {
  passages: RetrievedPassage[];
  /** Question words the site's content knows at all (the rest are words it has never used). */
  knownGroups: number;
  /** Meaningful words in the question. */
  groups: number;
  /** Each group's word (for picking the sentences that answer). */
  words: string[];
}

/**
 * Reads the terms' weights and keeps them while they fit in DF_MAX_BYTES; past that, only the
 * question's own words are read (each question then costs one more read of the index).
 */
async function readWeights(db: AppDb, index: Fresh, words: string[]) {
  if (index.dfTooLarge) return documentFrequencies(db, words);
  const all = await documentFrequencies(db);
  const bytes = dfBytes(all.df);
  if (bytes > DF_MAX_BYTES) {
    index.dfTooLarge = true;
    return all;
  }
  index.df = all;
  dfHeld.bytes = bytes;
  dfHeld.entries = all.df.size;
  return all;
}

/**
 * The passages that best answer a question, best first: full-text search over the passages with
 * the question's words and their alternatives, each word weighted by how rare it is in the
 * site's content (PostgreSQL's ranking alone counts how often a word appears, not how telling it is).
 */
export async function retrievePassages(db: AppDb, question: string, limit = 8): Promise<Retrieval> {
  const index = await ensureExpertIndex(db);
  const groups = queryGroups(question);
  const lexemes = await lexemesOf(
    db,
    groups.flatMap((g) => [g.word, g.alternatives.join(' ')]),
  );
  const { total, df } = index.df ?? (await readWeights(db, index, lexemes.flat()));
  const idf = (lexeme: string) => {
    const n = df.get(lexeme) ?? 0;
    return n > 0 ? Math.log(1 + total / n) : 0;
  };
  // A word the family used weighs its own rarity; an alternative a little less than its own.
  const seen = new Set<string>();
  const weighted = groups.map((group, i) => {
    // A word already searched ("office" from a phrase, "offices" as typed) is not counted twice.
    const own = (lexemes[i * 2] ?? []).filter((l) => !seen.has(l));
    for (const l of own) seen.add(l);
    // PostgreSQL's own stop words and repeats count for nothing.
    if (own.length === 0) return { counts: false, lexemes: [] };
    const alternatives = (lexemes[i * 2 + 1] ?? []).filter((l) => !own.includes(l));
    return {
      counts: true,
      lexemes: [
        ...own.map((lexeme) => ({ lexeme, weight: idf(lexeme) })),
        ...alternatives.map((lexeme) => ({ lexeme, weight: 0.85 * idf(lexeme) })),
      ],
    };
  });
  const hits = await searchPassages(db, weighted, limit);
  return {
    passages: hits.map(({ id: _id, ...hit }) => hit),
    knownGroups: weighted.filter((g) => g.lexemes.some((l) => l.weight > 0)).length,
    groups: weighted.filter((g) => g.counts).length,
    words: groups.map((g) => g.word),
  };
}

/** The distinct pages among the passages, best first (what the evaluation set scores). */
export function sourcesOf(passages: RetrievedPassage[], limit = 3): string[] {
  const out: string[] = [];
  for (const passage of passages) if (!out.includes(passage.url)) out.push(passage.url);
  return out.slice(0, limit);
}

// ---------------------------------------------------------------------------------------------
// Answers

export interface Citation {
  title: string;
  url: string;
}

export type PriceLine =
  | { kind: 'estimate'; label: string; lowCents: number; highCents: number; note: string; link: string }
  | { kind: 'from'; label: string; fromCents: number; note: string; link: string }
  | { kind: 'package'; label: string; amountCents: number; note: string; link: string };

export interface ExpertAnswer {
  /**
   * answered: from the site's content; unknown: nothing on the site answers it; own_case: about
   * one family's grave, order or complaint, which only the office can look up.
   */
  status: 'answered' | 'unknown' | 'own_case';
  paragraphs: string[];
  /** Figures from the calculator's engine or the packages, never from written text. */
  prices: PriceLine[];
  citations: Citation[];
  /** The offices to call and where to book, when the expert cannot answer in full. */
  contact: {
    offices: Array<{ name: string; city: string; phone: string; phoneHref: string }>;
    bookingUrl: string;
  } | null;
  writtenBy: 'built-in' | 'model';
}

/** A passage's score below this answers nothing (tuned on the evaluation set; see decision 135). */
export const MIN_SCORE = 0.12;

/** Materials a passage or a sentence can be about on its own (an article's section headed "Marble"). */
const SUBJECTS = ['granite', 'bronze', 'marble'];

const SENTENCE = /[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g;
const stem = (word: string) => word.slice(0, 5);

/**
 * The sentences of a passage that speak to the question (up to three, in their order), else its
 * start. Only whole sentences are taken, and a sentence that leans on the one before it ("It is
 * softer than granite") comes with that one when it also speaks to the question, or not at all:
 * a sentence is never shown under another subject than its own (decision 201).
 */
function bestSentences(body: string, words: string[], question: string, max = 3): string {
  const asked = SUBJECTS.filter((s) => normalizeQuestion(question).includes(s));
  /** A sentence about a material the question does not name, when it names another ("Wash bronze..." for granite). */
  const otherSubject = (sentence: string) => {
    if (asked.length === 0) return false;
    const named = SUBJECTS.filter((s) => normalizeQuestion(sentence).includes(s));
    return named.length > 0 && !named.some((s) => asked.includes(s));
  };
  // A line of its own (a post's heading or list item) is never joined to the next one.
  const sentences = body
    .split('\n')
    .flatMap((line) => line.match(SENTENCE) ?? [line])
    .map((s) => s.trim())
    .filter(Boolean);
  const stems = new Set(words.map(stem));
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    whole: /^[A-Z0-9"“(]/.test(sentence) && /[.!?]["”)]?$/.test(sentence) && !otherSubject(sentence),
    score: normalizeQuestion(sentence)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && stems.has(stem(w))).length,
  }));
  /** The sentence with the ones it leans on, or null when one of them is not whole or off the subject. */
  const withContext = (index: number): number[] | null => {
    const chain = [index];
    let at = index;
    while (leansBack(scored[at]!.sentence)) {
      at--;
      if (at < 0 || !scored[at]!.whole) return null;
      chain.unshift(at);
    }
    return scored[at]!.score > 0 || at === 0 ? chain : null;
  };
  const picked = new Set<number>();
  for (const s of scored.filter((s) => s.score > 0 && s.whole).sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (picked.size >= max) break;
    const chain = withContext(s.index);
    if (chain) for (const i of chain) picked.add(i);
  }
  if (picked.size === 0)
    for (const s of scored.slice(0, 2)) {
      if (!s.whole || (s.index === 0 && leansBack(s.sentence))) break;
      picked.add(s.index);
    }
  const chosen = [...picked].sort((a, b) => a - b).map((i) => scored[i]!.sentence);
  // A summary repeated as the start of the next sentence is said once.
  const opening = (sentence: string) =>
    normalizeQuestion(sentence)
      .split(/[^a-z0-9]+/)
      .slice(0, 5)
      .join(' ');
  return chosen
    .filter(
      (sentence, i) =>
        !chosen.some(
          (other, j) =>
            j !== i &&
            other.length > sentence.length &&
            (other.startsWith(sentence.replace(/[.!?]$/, '')) || opening(other) === opening(sentence)),
        ),
    )
    .join(' ');
}

/** A passage about one subject the question does not name (the "Marble" section for "granite vs bronze"). */
function offSubject(passage: RetrievedPassage, question: string): boolean {
  const heading = normalizeQuestion(passage.title.includes(': ') ? (passage.title.split(': ').at(-1) ?? '') : '');
  const named = SUBJECTS.filter((s) => heading.includes(s));
  const asked = SUBJECTS.filter((s) => normalizeQuestion(question).includes(s));
  if (SUBJECTS.includes(heading)) return !asked.includes(heading);
  return asked.length > 0 && named.length > 0 && !named.some((s) => asked.includes(s));
}

/** Money is shown only from the engine and the packages, beside the words: a sentence naming an amount is left out. */
function withoutAmounts(body: string): string {
  return body
    .split('\n')
    .map((line) =>
      (line.match(SENTENCE) ?? [line])
        .map((s) => s.trim())
        .filter((s) => s && !/\$\s?\d/.test(s))
        .join(' '),
    )
    .filter(Boolean)
    .join('\n');
}

const contactOf = (business: BusinessFacts): ExpertAnswer['contact'] => ({
  offices: business.offices.map((o) => ({ name: o.name, city: o.city, phone: o.phone, phoneHref: o.phoneHref })),
  bookingUrl: '/book',
});

function phonesSentence(business: BusinessFacts) {
  const phones = business.offices.map((o) => `${o.city} at ${o.phone}`).join(' or ');
  return `You can call ${phones} (${business.hours.label}), book a consultation, or leave your number below and we will call you back.`;
}

const packagePrice = (pkg: {
  id: string;
  name: string;
  style: string;
  granite: string;
  priceCents: number;
}): PriceLine => ({
  kind: 'package',
  label: `${pkg.name} package (${pkg.style}, ${pkg.granite})`,
  amountCents: pkg.priceCents,
  note: 'Package price, with foundation, delivery and installation in our service area; your final price is guaranteed to come in below it.',
  link: `/value-engineering/packages#${pkg.id}`,
});

/** The prices a question asks for: the engine's estimate for what it describes, or the designs' "from" prices, and the packages. */
async function pricesFor(
  db: AppDb,
  contentVersion: number,
  question: string,
  grantToken: string | null | undefined,
): Promise<{ prices: PriceLine[]; citations: Citation[]; notes: string[]; intro: string | null }> {
  const prices: PriceLine[] = [];
  const citations: Citation[] = [];
  const notes: string[] = [];
  let intro: string | null = null;
  const text = normalizeQuestion(question);
  const options = await calculatorOptions(db);
  const wantsPackages = /\bpackages?\b|\bheritage\b|\bclassic\b|\bserenity\b|\bcheapest\b|\bleast expensive\b/.test(
    text,
  );
  if (options) {
    const read = readPriceQuestion(question, options);
    if (read) {
      const quote = await quoteForExpert(db, contentVersion, read, grantToken);
      if (quote.status === 'priced') {
        prices.push({
          kind: 'estimate',
          label: `${quote.title}, ${quote.size}`,
          lowCents: quote.lowCents,
          highCents: quote.highCents,
          note: `Estimate from our price calculator (price list of ${quote.publishedAt.slice(0, 10)}), with foundation and installation as the design has them. Lettering beyond names and dates, extras and cemetery fees can change it.`,
          link: quote.link,
        });
        citations.push({ title: `Price calculator: ${quote.title}`, url: quote.link });
        notes.push(
          `Here is what our price calculator gives for ${quote.title}. Open it to change the size, granite, lettering and extras and see the figure follow.`,
        );
      } else if (quote.status === 'locked') {
        if (quote.fromCents !== null)
          prices.push({
            kind: 'from',
            label: quote.title,
            fromCents: quote.fromCents,
            note: `${quote.fromWords ? `${quote.fromWords}. ` : ''}Open it in the calculator to see the range for your size and granite (a short form comes first).`,
            link: quote.link,
          });
        else notes.push('Our price calculator shows the range for this design once you open it.');
        if (quote.fromCents !== null)
          notes.push(`${quote.title}: the starting price from our price calculator is below.`);
        citations.push({ title: `Price calculator: ${quote.title}`, url: quote.link });
      } else if (quote.status === 'refused') {
        notes.push(`Our price calculator cannot price that as asked: ${quote.message}`);
        citations.push({ title: 'Price calculator', url: quote.link });
      }
    } else if (!wantsPackages) {
      for (const template of options.templates.filter((t) => t.fromCents !== null).slice(0, 6)) {
        prices.push({
          kind: 'from',
          label: template.name,
          fromCents: template.fromCents!,
          note: template.fromWords
            ? `${template.fromWords}, in our price calculator.`
            : 'Starting price in our price calculator',
          link: `/calculator?template=${template.key}`,
        });
      }
      if (prices.length) {
        citations.push({ title: 'Price calculator', url: '/calculator' });
        const factors = pricingFor(await getBusinessFacts(db, contentVersion)).priceFactors.map(
          (f) => `its ${f.title.toLowerCase()}`,
        );
        intro = `A monument’s price depends on ${factors.slice(0, -1).join(', ')} and ${factors.at(-1)}; below are the starting prices of the designs in our price calculator, where you can change each one and see its price follow.`;
      }
    }
  }
  if (wantsPackages || prices.length === 0) {
    const packages = await listActivePackages(db);
    for (const pkg of packages) prices.push(packagePrice(pkg));
    if (packages.length) citations.push({ title: 'Value packages', url: '/value-engineering/packages' });
  }
  return { prices, citations, notes, intro };
}

/** The built-in answer: the best passages' most relevant sentences, with their pages as sources. */
function composeBuiltIn(
  retrieval: Retrieval,
  hasPrices: boolean,
  question: string,
): { paragraphs: string[]; citations: Citation[]; used: RetrievedPassage[] } {
  let best = retrieval.passages.find((p) => !offSubject(p, question));
  // A part of a service page ("Pet Memorials: how it works") gives way to the page's own lead
  // passage when that was found too: the answer names what the page is about.
  const lead =
    best?.kind === 'service' && best.title.includes(': ')
      ? retrieval.passages.find((p) => p.url === best!.url && p.title === best!.title.split(': ')[0])
      : undefined;
  if (lead && lead.score >= best!.score * 0.5) best = lead;
  // A question whose main words the site never uses ("caskets", "florist") is not answered from
  // the one word it shares with some page.
  const unknownWords = retrieval.groups - retrieval.knownGroups;
  if (!best || best.score < MIN_SCORE || (unknownWords > 0 && best.matched / retrieval.groups <= 0.5))
    return { paragraphs: [], citations: [], used: [] };
  const candidates: RetrievedPassage[] = [best];
  for (const passage of retrieval.passages) {
    if (candidates.length >= (hasPrices ? 1 : 2)) break;
    if (passage.url !== best.url && passage.score >= best.score * 0.6 && !offSubject(passage, question))
      candidates.push(passage);
  }
  const written = candidates
    .map((p) => {
      const paragraph = bestSentences(withoutAmounts(p.body), retrieval.words, question);
      // A service page's lead names its service, since its sentences may not ("Markers for the companions...").
      const named =
        p.kind === 'service' && !p.title.includes(': ') && paragraph && !paragraph.includes(p.title)
          ? `${p.title}: ${/^[A-Z][a-z]/.test(paragraph) ? paragraph[0]!.toLowerCase() + paragraph.slice(1) : paragraph}`
          : paragraph;
      return { passage: p, paragraph: named };
    })
    .filter((w) => w.paragraph);
  const used = written.map((w) => w.passage);
  return {
    paragraphs: written.map((w) => w.paragraph),
    citations: used.map((p) => ({ title: p.title, url: p.url })),
    used,
  };
}

const dedupe = (citations: Citation[]) => citations.filter((c, i) => citations.findIndex((x) => x.url === c.url) === i);

export interface AskOutcome {
  answer: ExpertAnswer;
  /** For the log: what happened, never what was asked. */
  log: {
    status: ExpertAnswer['status'];
    writtenBy: ExpertAnswer['writtenBy'];
    model?: 'ok' | ChatFailure | 'rejected';
    ms?: number;
  };
}

/**
 * Answers one question (decision 135): a question about the family's own grave or order is
 * sent to the office; prices come from the calculator's engine and the packages; everything
 * else from the best passages of the site's content, written by the model when an endpoint is
 * configured and its reply passes the checks, else composed by the built-in engine.
 */
export async function askExpert(
  db: AppDb,
  contentVersion: number,
  input: { question: string; grantToken?: string | null },
): Promise<AskOutcome> {
  const business = await getBusinessFacts(db, contentVersion);
  if (asksAboutOwnCase(input.question)) {
    return {
      answer: {
        status: 'own_case',
        paragraphs: [
          'That is a question about your own family’s memorial, and I can only see what is on this website, not orders, proofs or cemetery records. The people who can look it up are in our offices.',
          phonesSentence(business),
        ],
        prices: [],
        citations: [{ title: 'Contact us', url: '/contact-us' }],
        contact: contactOf(business),
        writtenBy: 'built-in',
      },
      log: { status: 'own_case', writtenBy: 'built-in' },
    };
  }
  // The business's own facts (offices, hours, deposit, savings, service area...) come from the
  // settings, read live, never from whichever passage ranks first (decision 201).
  const facts = factAnswer(input.question, business);
  if (facts) {
    return {
      answer: {
        status: 'answered',
        paragraphs: facts.paragraphs,
        prices: [],
        citations: dedupe(facts.citations),
        contact: facts.offerConsultation ? contactOf(business) : null,
        writtenBy: 'built-in',
      },
      log: { status: 'answered', writtenBy: 'built-in' },
    };
  }
  const retrieval = await retrievePassages(db, input.question);
  const priced = asksPrice(input.question)
    ? await pricesFor(db, contentVersion, input.question, input.grantToken)
    : { prices: [], citations: [], notes: [], intro: null };
  // A described monument is answered by the engine alone: a nearby passage (another design's package) would only confuse.
  const specific = priced.prices.some((p) => p.kind === 'estimate') || priced.notes.length > 0;
  const built = specific
    ? { paragraphs: [], citations: [], used: [] as RetrievedPassage[] }
    : composeBuiltIn(retrieval, priced.prices.length > 0, input.question);
  const packageKeys = built.used.filter((p) => p.kind === 'package').map((p) => p.key);
  if (packageKeys.length && !priced.prices.some((p) => p.kind === 'package')) {
    for (const pkg of (await listActivePackages(db)).filter((p) => packageKeys.includes(p.id)))
      priced.prices.push(packagePrice(pkg));
  }
  if (built.used.length === 0 && priced.prices.length === 0) {
    return {
      answer: {
        status: 'unknown',
        paragraphs: [
          'I am sorry, I could not find that on our website, and I would rather not guess. Someone in our offices will know.',
          phonesSentence(business),
        ],
        prices: [],
        citations: [],
        contact: contactOf(business),
        writtenBy: 'built-in',
      },
      log: { status: 'unknown', writtenBy: 'built-in' },
    };
  }
  const answer: ExpertAnswer = {
    status: 'answered',
    paragraphs: [...(priced.intro ? [priced.intro] : []), ...priced.notes, ...built.paragraphs],
    prices: priced.prices,
    citations: dedupe([...priced.citations, ...built.citations]),
    contact: null,
    writtenBy: 'built-in',
  };
  const endpoint = specific ? null : await resolveAiEndpoint(db);
  if (!endpoint) return { answer, log: { status: 'answered', writtenBy: 'built-in' } };
  const context = retrieval.passages.filter((p) => p.score >= MIN_SCORE).slice(0, 5);
  if (context.length === 0) return { answer, log: { status: 'answered', writtenBy: 'built-in' } };
  const written = await writeWithModel(endpoint, business, input.question, context, priced.prices.length > 0);
  if (!written.ok)
    return { answer, log: { status: 'answered', writtenBy: 'built-in', model: written.reason, ms: written.ms } };
  return {
    answer: {
      ...answer,
      paragraphs: [...(priced.intro ? [priced.intro] : []), ...priced.notes, ...written.paragraphs],
      citations: dedupe([...priced.citations, ...written.citations]),
      writtenBy: 'model',
    },
    log: { status: 'answered', writtenBy: 'model', model: 'ok', ms: written.ms },
  };
}

// ---------------------------------------------------------------------------------------------
// The model (optional)

type Written =
  | { ok: true; paragraphs: string[]; citations: Citation[]; ms: number }
  | { ok: false; reason: ChatFailure | 'rejected'; ms: number };

/**
 * The model writes the answer from the numbered passages only. Its reply is refused (and the
 * built-in answer used) when it is empty or long, names any amount of money (prices are shown
 * from the engine beside the answer), cites no passage or a passage it was not given.
 */
async function writeWithModel(
  endpoint: NonNullable<Awaited<ReturnType<typeof resolveAiEndpoint>>>,
  business: BusinessFacts,
  question: string,
  passages: RetrievedPassage[],
  hasPrices: boolean,
): Promise<Written> {
  const numbered = passages.map((p, i) => `[${i + 1}] ${p.title} (${p.url})\n${p.body}`).join('\n\n');
  const result = await chatCompletion(
    endpoint,
    [
      {
        role: 'system',
        content: [
          `You answer questions from families on the website of ${business.name}, a family monument company.`,
          'Answer only from the numbered passages the user gives you. Do not add facts, policies, names or numbers that are not in them.',
          'Cite the passages you use with their numbers in square brackets, like [1].',
          'Never write a price or any amount of money: prices are shown to the family separately.',
          hasPrices ? 'A price from the company calculator is shown below your answer; you may say so.' : '',
          'If the passages do not answer the question, reply with the single word UNKNOWN.',
          'Write warmly and plainly, in at most three short paragraphs.',
        ]
          .filter(Boolean)
          .join(' '),
      },
      { role: 'user', content: `Passages:\n\n${numbered}\n\nQuestion: ${question}` },
    ],
    { maxTokens: 500, temperature: 0.2 },
  );
  if (!result.ok) return { ok: false, reason: result.reason, ms: result.ms };
  const reply = result.text.trim();
  const cited = [...reply.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  const rejected =
    reply.length === 0 ||
    reply.length > 2000 ||
    /^unknown\.?$/i.test(reply) ||
    /\$|\bdollars?\b|\busd\b|\bcents?\b/i.test(reply) ||
    cited.length === 0 ||
    cited.some((n) => !Number.isInteger(n) || n < 1 || n > passages.length);
  if (rejected) return { ok: false, reason: 'rejected', ms: result.ms };
  const order = [...new Set(cited)];
  const paragraphs = reply
    .replace(/\[(\d+)\]/g, (_, n: string) => `[${order.indexOf(Number(n)) + 1}]`)
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return {
    ok: true,
    paragraphs,
    citations: order.map((n) => ({ title: passages[n - 1]!.title, url: passages[n - 1]!.url })),
    ms: result.ms,
  };
}

// ---------------------------------------------------------------------------------------------
// Call-back requests

/**
 * A family asks to be called back: a lead of kind `callback` with its `lead.created` event, in
 * one transaction (the leads domain's own). The questions they asked go with it, because they
 * asked for the call; nothing else of a conversation is ever stored.
 */
export async function requestCallback(
  db: AppDb,
  input: { name: string; phone: string; bestTime: string; note: string | null; questions: string[]; ipHash: string },
) {
  const bestTime = bestTimeChoices.find((c) => c.value === input.bestTime)?.label ?? 'Any time we are open';
  const lines = [
    input.note ? `Note: ${input.note}` : null,
    input.questions.length
      ? `Questions asked on the monument expert page:\n${input.questions.map((q, i) => `${i + 1}. ${q}`).join('\n')}`
      : null,
  ].filter(Boolean);
  return submitLead(db, {
    kind: 'callback',
    name: input.name,
    email: null,
    phone: input.phone,
    message: lines.join('\n\n') || `Please call back (${bestTime}).`,
    extra: { bestTime },
    sourcePage: '/ai-tools/monument-expert',
    ipHash: input.ipHash,
  });
}
