import { formatWholeDollars } from '../shared/money';
import { faqFor } from '#content/faq';
import { services } from '#content/services';
import { servicePages } from '#content/service-pages';
import { pricingFor } from '#content/pricing';
import { companyStoryFor, companyValues } from '#content/company';
import { servedStates } from '#content/service-area';
import type { BusinessFacts } from '../settings/settings.schema';
import type { PassageKind } from './monument-expert.choices';

/** One passage of the site's own content: what the expert retrieves, quotes and links to. */
export interface Passage {
  kind: PassageKind;
  /** Which page or record it came from (a slug, a package id...), for tests and staff. */
  key: string;
  /** The heading shown on the citation link. */
  title: string;
  /** Where the family reads it on the site (a path, sometimes with an anchor). */
  url: string;
  body: string;
  /** Posts only: when it goes (or went) live; the search shows it from then. */
  publishedAt?: Date | null;
}

/** What the index is built from besides content/: the database's share of the site's content. */
export interface SourceData {
  business: BusinessFacts;
  posts: Array<{ slug: string; path: string; title: string; excerpt: string; bodyText: string; publishedAt: Date }>;
  packages: Array<{
    id: string;
    name: string;
    priceCents: number;
    granite: string;
    style: string;
    summary: string;
    includes: string[];
  }>;
  /** The published price list's offer, without prices (prices are asked of the engine per question). */
  calculator: {
    colors: string[];
    partTypes: Array<{ name: string; minWidth: number; maxWidth: number; isBase: boolean }>;
    addons: Array<{ name: string; category: string; description: string | null }>;
    templates: Array<{ name: string; description: string | null }>;
  } | null;
}

const MAX_BODY = 1800;

/** A passage's text: spaces made plain, its lines (a post's paragraphs, headings, list items) kept apart. */
const clip = (text: string) => {
  const clean = text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
  if (clean.length <= MAX_BODY) return clean;
  // Cut after the last whole sentence (or line) that fits, never inside one.
  const cut = clean.slice(0, MAX_BODY + 1);
  const ends = [...cut.matchAll(/[.!?]["”)]?(?=\s)|\n/g)].map((m) => m.index + (m[0] === '\n' ? 0 : m[0].length));
  return cut.slice(0, ends.at(-1) ?? MAX_BODY).trim();
};

/**
 * A list as one punctuated sentence under its heading ("What installation includes: confirming
 * the lot; a poured foundation; ..."), so a list item is never read as a sentence of its own.
 */
export function listSentence(heading: string, items: string[] | undefined): string {
  if (!items?.length) return '';
  const clean = items
    .map((item) => item.trim().replace(/[.;]+$/, ''))
    .map((item) => (/^[A-Z](?![A-Z])/.test(item) ? item[0]!.toLowerCase() + item.slice(1) : item));
  const joined = clean.length > 1 ? `${clean.slice(0, -1).join('; ')}; and ${clean.at(-1)}` : clean[0];
  return `${heading}: ${joined}.`;
}

const dollars = formatWholeDollars;

/** Splits a post's plain text into passages of a few paragraphs, each a little over a screenful. */
function chunks(paragraphs: string[], size = 900): string[] {
  const out: string[] = [];
  let current = '';
  for (const paragraph of paragraphs.map((p) => p.trim()).filter(Boolean)) {
    if (current && current.length + paragraph.length > size) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${paragraph}` : paragraph;
  }
  if (current) out.push(current);
  return out;
}

function faqPassages(business: BusinessFacts): Passage[] {
  const { faqCategories, orderedFaqArticles } = faqFor(business);
  const out: Passage[] = [];
  for (const category of faqCategories) {
    for (const question of category.questions) {
      out.push({
        kind: 'faq',
        key: question.id,
        title: question.question,
        url: `/faq#${question.id}`,
        body: clip(question.answer),
      });
    }
  }
  for (const article of orderedFaqArticles) {
    out.push({
      kind: 'faq_article',
      key: article.slug,
      title: article.question,
      url: `/faq/${article.slug}`,
      body: clip(`${article.shortAnswer} ${article.description}`),
    });
    for (const section of article.sections) {
      out.push({
        kind: 'faq_article',
        key: article.slug,
        title: `${article.title}: ${section.heading}`,
        url: `/faq/${article.slug}`,
        body: clip([...section.paragraphs, listSentence(section.heading, section.list)].join(' ')),
      });
    }
  }
  return out;
}

function servicePassages(): Passage[] {
  const out: Passage[] = [];
  for (const service of services) {
    const page = servicePages[service.slug];
    const url = `/services/${service.slug}`;
    const base = { kind: 'service' as const, key: service.slug, url };
    out.push({ ...base, title: service.name, body: clip(`${service.summary} ${page.lead} ${page.about.join(' ')}`) });
    out.push({
      ...base,
      title: `${service.name}: how it works`,
      body: clip(page.steps.map((step) => `${step.title}: ${step.text}`).join(' ')),
    });
    out.push({
      ...base,
      title: `${service.name}: what is included and how long it takes`,
      body: clip(
        `Included: ${page.included.join('; ')}. Turnaround: ${page.turnaround.summary}. ${page.turnaround.detail}`,
      ),
    });
    out.push({
      ...base,
      title: `${service.name}: ${page.options.heading.toLowerCase()}`,
      body: clip(page.options.items.map((item) => `${item.name}: ${item.text}`).join(' ')),
    });
  }
  return out;
}

function businessPassages(business: BusinessFacts): Passage[] {
  const offices = business.offices
    .map(
      (office) =>
        `${office.name} (${office.role}): ${office.street}, ${office.city}, ${office.region} ${office.postalCode}. Phone ${office.phone}.`,
    )
    .join(' ');
  const { companyStory, milestones } = companyStoryFor(business);
  const pricing = pricingFor(business);
  const towns = servedStates.flatMap((state) =>
    state.regions.map((region) => ({
      state,
      region,
      text: `${region.name} (${state.name}): ${region.summary} ${region.counties
        .map((county) => `${county.name}: ${county.towns.join(', ')}`)
        .join('. ')}.`,
    })),
  );
  return [
    {
      kind: 'business',
      key: 'offices',
      title: 'Our offices: addresses, phone numbers and opening hours',
      url: '/contact-us',
      body: clip(
        `${business.name}. ${offices} Open ${business.hours.label} (${business.hours.days}, ${business.hours.opens} to ${business.hours.closes}). Email ${business.email}. Call ahead so a designer is free to sit down with you, or book a consultation online.`,
      ),
    },
    {
      kind: 'business',
      key: 'service-area',
      title: 'Where we work',
      url: '/service-area-directory',
      body: clip(
        `We serve ${business.serviceArea.summary}. Primary states: ${business.serviceArea.primaryStates.join(', ')}. Delivery and installation are free within our service area; farther away, any delivery charge is quoted before you order.`,
      ),
    },
    ...towns.map(({ state, region, text }): Passage => ({
      kind: 'business',
      key: `service-area-${region.id}`,
      title: `Towns we serve: ${region.name}, ${state.name}`,
      url: '/service-area-directory',
      body: clip(text),
    })),
    {
      kind: 'business',
      key: 'about',
      title: `About ${business.shortName}`,
      url: '/about',
      body: clip(
        `Founded in ${business.foundedYear}: a family business for ${business.stats.years} years. ${companyStory.lead} ${companyStory.paragraphs.join(' ')} ${milestones.map((m) => `${m.year}: ${m.text}`).join(' ')} ${business.stats.years} years, ${business.stats.locations} locations, ${business.stats.familyOwnedPercent}% family owned. ${companyValues.map((v) => `${v.title}: ${v.text}`).join(' ')}`,
      ),
    },
    {
      kind: 'business',
      key: 'reviews',
      title: 'What families say about us',
      url: '/testimonials',
      body: clip(
        `Rated ${business.rating.value} out of ${business.rating.best} from ${business.rating.reviewCount} reviews. ${business.testimonials
          .slice(0, 4)
          .map((t) => `"${t.text}" (${t.name}, ${t.location})`)
          .join(' ')}`,
      ),
    },
    {
      kind: 'pricing',
      key: 'how-pricing-works',
      title: 'How our pricing works',
      url: '/pricing#how',
      body: clip(pricing.pricingSteps.map((step) => `${step.title}. ${step.text}`).join(' ')),
    },
    {
      kind: 'pricing',
      key: 'included',
      title: 'Included in every price',
      url: '/pricing#included',
      body: clip(`Included in every price: ${pricing.includedInPrice.join('; ')}.`),
    },
    {
      kind: 'pricing',
      key: 'factors',
      title: 'What decides the price of a custom monument',
      url: '/pricing#factors',
      body: clip(pricing.priceFactors.map((f) => `${f.title}: ${f.text}`).join(' ')),
    },
    {
      kind: 'pricing',
      key: 'paying',
      title: 'Deposit, layaway and price matching',
      url: '/pricing#paying',
      body: clip(
        `A ${pricing.depositPercent}% deposit starts the work. ${pricing.paymentOptions.map((o) => `${o.title}: ${o.text}`).join(' ')}`,
      ),
    },
    {
      kind: 'pricing',
      key: 'value-engineering',
      title: 'What value engineering is',
      url: '/value-engineering',
      body: clip(
        `${pricing.valueEngineering.lead} ${pricing.valueEngineering.what.join(' ')} ${pricing.valueEngineering.guarantee} We never cut: ${pricing.valueEngineering.neverCut.join('; ')}.`,
      ),
    },
  ];
}

function packagePassages(data: SourceData): Passage[] {
  return data.packages.map((pkg) => ({
    kind: 'package',
    key: pkg.id,
    title: `${pkg.name} package, ${dollars(pkg.priceCents)}`,
    url: `/value-engineering/packages#${pkg.id}`,
    body: clip(
      `${pkg.name}: ${pkg.style} in ${pkg.granite} granite, package price ${dollars(pkg.priceCents)}. ${pkg.summary} Includes: ${pkg.includes.join('; ')}.`,
    ),
  }));
}

function postPassages(data: SourceData): Passage[] {
  return data.posts.flatMap((post) =>
    chunks([post.excerpt, ...post.bodyText.split(/\n+/)]).map((body, index): Passage => ({
      kind: 'blog',
      key: post.slug,
      title: index === 0 ? post.title : `${post.title} (continued)`,
      url: post.path,
      body: clip(body),
      publishedAt: post.publishedAt,
    })),
  );
}

function calculatorPassages(data: SourceData): Passage[] {
  const calc = data.calculator;
  if (!calc) return [];
  const kinds = calc.partTypes
    .filter((p) => !p.isBase)
    .map((p) => `${p.name}: ${p.minWidth} to ${p.maxWidth} inches wide`)
    .join('; ');
  return [
    {
      kind: 'calculator',
      key: 'colors',
      title: 'Granite colors in our price calculator',
      url: '/calculator',
      body: clip(
        `Granite colors you can price online: ${calc.colors.join(', ')}. Grays cost the least; reds, blues and blacks cost more.`,
      ),
    },
    {
      kind: 'calculator',
      key: 'kinds',
      title: 'Kinds and sizes of monument in our price calculator',
      url: '/calculator',
      body: clip(`Kinds of monument and the sizes you can price online: ${kinds}.`),
    },
    {
      kind: 'calculator',
      key: 'designs',
      title: 'Ready designs to start from in our price calculator',
      url: '/calculator',
      body: clip(
        calc.templates.map((t) => (t.description ? `${t.name}: ${t.description}` : t.name)).join('. ') +
          '. Start from a design, change its size, granite and extras, and see an honest price range.',
      ),
    },
    {
      kind: 'calculator',
      key: 'extras',
      title: 'Extras you can add in our price calculator',
      url: '/calculator',
      body: clip(
        `Extras: ${calc.addons.map((a) => `${a.name} (${a.category})${a.description ? `: ${a.description}` : ''}`).join('; ')}.`,
      ),
    },
  ];
}

/** Every passage the expert answers from, cut from the site's content and the database's share of it. */
export function buildPassages(data: SourceData): Passage[] {
  return [
    ...faqPassages(data.business),
    ...servicePassages(),
    ...businessPassages(data.business),
    ...packagePassages(data),
    ...postPassages(data),
    ...calculatorPassages(data),
  ].filter((p) => p.body.length > 0);
}
