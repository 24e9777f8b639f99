import { createHash } from 'node:crypto';
import type { AppDb } from '#db/create-db';
import { readContentVersion } from '../page-cache/content-version';
import { reportMemoryUser } from '#server/lib/memory-report';
import { getBusinessFacts } from '../settings/settings.service';
import { postsForSearchIndex, plainTextOfPost } from '../blog/blog.service';
import { listActivePackages } from '../value-engineering/value-engineering.service';
import { getPublished } from '../calculator/calculator.service';
import { designLabel } from '../calculator/calculator.choices';
import { submitLead } from '../leads/leads.service';
import { resolveAiEndpoint, type ChatFailure } from '../ai/ai-endpoint.service';
import type { BusinessFacts } from '../settings/settings.schema';
import { buildPassages, type Passage, type SourceData } from './monument-expert.sources';
import {
  documentFrequencies,
  lockIndex,
  readIndexState,
  replacePassages,
  searchPassages,
} from './monument-expert.repository';
import { asksAboutOwnCase, asksPrice, queryGroups } from './monument-expert.query';
import { factAnswer } from './monument-expert.facts';
import { distinctLexemes } from './monument-expert.stems';
import { composeBuiltIn, MIN_SCORE } from './monument-expert.compose';
import { packagePrice, pricesFor } from './monument-expert.price-lines';
import { writeWithModel } from './monument-expert.model';
import type { Citation, ExpertAnswer, Retrieval, RetrievedPassage } from './monument-expert.answer-shape';
import { bestTimeChoices } from './monument-expert.choices';
import { cemeteryNamed } from '../cemeteries/cemetery-pages.service';
import {
  cemeteryCitation,
  cemeteryRulesParagraphs,
  placeCemeterySentence,
  readCemeteryQuestion,
  unknownCemeteryParagraphs,
} from './monument-expert.cemeteries';
import { readPlace } from './monument-expert.places';

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
            .map((t) => ({ name: designLabel(t, doc.partTypes), description: t.description || null })),
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
  const lexemes = groups.flatMap((g) => [distinctLexemes(g.word), distinctLexemes(g.alternatives.join(' '))]);
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

const contactOf = (business: BusinessFacts): ExpertAnswer['contact'] => ({
  offices: business.offices.map((o) => ({ name: o.name, city: o.city, phone: o.phone, phoneHref: o.phoneHref })),
  bookingUrl: '/book',
});

function phonesSentence(business: BusinessFacts) {
  const phones = business.offices.map((o) => `${o.city} at ${o.phone}`).join(' or ');
  return `You can call ${phones} (${business.hours.label}), book a consultation, or leave your number below and we will call you back.`;
}

const dedupe = (citations: Citation[]) => citations.filter((c, i) => citations.findIndex((x) => x.url === c.url) === i);

/**
 * A question about one cemetery's rules (decision 271): answered from its confirmed rules when
 * the cemeteries domain knows it, said plainly unknown when it surely names a cemetery we do not
 * know, and otherwise left to the other answers (null).
 */
async function cemeteryAnswer(db: AppDb, question: string, business: BusinessFacts): Promise<AskOutcome | null> {
  const asked = readCemeteryQuestion(question);
  if (!asked) return null;
  const cemetery = await cemeteryNamed(db, asked.name);
  if (cemetery) {
    const citations = [cemeteryCitation(cemetery)];
    return {
      answer: {
        status: 'answered',
        paragraphs: cemeteryRulesParagraphs(cemetery, asked.kind),
        prices: [],
        citations,
        contact: null,
        writtenBy: 'built-in',
      },
      log: { status: 'answered', writtenBy: 'built-in' },
    };
  }
  if (!asked.certain) return null;
  return {
    answer: {
      status: 'unknown',
      paragraphs: unknownCemeteryParagraphs(asked.name, business),
      prices: [],
      citations: [{ title: 'The cemeteries whose rules we know', url: '/service-area-directory' }],
      contact: contactOf(business),
      writtenBy: 'built-in',
    },
    log: { status: 'unknown', writtenBy: 'built-in' },
  };
}

/** The published cemetery a where-question names, as one more sentence and its page, or null. */
async function placeCemetery(db: AppDb, question: string) {
  const named = readPlace(question).cemetery;
  const cemetery = named ? await cemeteryNamed(db, named) : null;
  if (!cemetery) return null;
  return { sentence: placeCemeterySentence(cemetery), citation: cemeteryCitation(cemetery) };
}

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
  const aboutCemetery = await cemeteryAnswer(db, input.question, business);
  if (aboutCemetery) return aboutCemetery;
  // The business's own facts (offices, hours, deposit, savings, service area...) come from the
  // settings, read live, never from whichever passage ranks first (decision 201).
  const facts = factAnswer(input.question, business);
  if (facts) {
    // "Do you install at Rose Hill Cemetery?": when we keep its rules, its page goes with the answer.
    const cemetery = facts.topics[0] === 'place' ? await placeCemetery(db, input.question) : null;
    return {
      answer: {
        status: 'answered',
        paragraphs: cemetery ? [...facts.paragraphs, cemetery.sentence] : facts.paragraphs,
        prices: [],
        citations: dedupe([...(cemetery ? [cemetery.citation] : []), ...facts.citations]),
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
