/**
 * Frequently asked questions, as data: the accordion on /faq (six categories), its FAQPage
 * structured data, and the sixteen in-depth answers at /faq/{slug}. Every figure comes from
 * the business facts (set by staff at /admin/settings, passed in) and content/packages.ts, so a
 * change there changes the answers too: `faqFor(business)` builds them once per set of facts. Statements of policy the specification does not spell out (when the balance is
 * due, layaway terms...) are marked `CONFIRM` for staff to check against how they work.
 */
import type { BusinessFacts } from '#server/modules/settings/settings.schema';
import { listOf } from './format';
import { formatPrice, valuePackages } from './packages';
import type { ServiceSlug } from './services';

/** The sixteen article pages of the specification, in its order. */
export const faqArticleSlugs = [
  'custom-monument-design-options',
  'bring-your-own-monument-idea',
  'incorporate-custom-artwork',
  'monument-production-timeline',
  'installation-services-included',
  'cemetery-regulations',
  'cemetery-installation-requirements',
  'monument-materials-comparison',
  'maintenance-cleaning-monuments',
  'cemetery-verification-process',
  'showroom-appointments',
  'choosing-shape-size',
  'additional-fees',
  'service-area-delivery',
  'pricing-details',
  'add-inscriptions-later',
] as const;

export type FaqArticleSlug = (typeof faqArticleSlugs)[number];

export interface FaqQuestion {
  /** Stable anchor id, so a question can be linked to (/faq#id). */
  id: string;
  question: string;
  answer: string;
  /** The question's "Read Full Answer" article, if it has one. */
  readMore?: FaqArticleSlug;
}

export interface FaqCategory {
  id: string;
  title: string;
  questions: FaqQuestion[];
}

export interface FaqArticleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface FaqArticle {
  slug: FaqArticleSlug;
  /** The question, used as the page's heading. */
  question: string;
  /** Shorter title for the browser tab and search results. */
  title: string;
  description: string;
  /** Two or three sentences that answer the question on their own. */
  shortAnswer: string;
  sections: FaqArticleSection[];
  related: FaqArticleSlug[];
  /** The service page that goes with this answer, if any. */
  service?: ServiceSlug;
  /** Last reviewed (ISO date), shown on the page and in the Article data. */
  updated: string;
}

function buildFaq(business: BusinessFacts) {
  const [ada, wylie] = [business.offices[0]!, business.offices[1] ?? business.offices[0]!];
  const packagePrices = listOf(valuePackages.map((pkg) => formatPrice(pkg.priceCents)));
  const phones = `${ada.city} ${ada.phone} or ${wylie.city} ${wylie.phone}`;
  const states = listOf(business.serviceArea.primaryStates);
  const formats = 'jpg, png, ai or eps';
  // "Oklahoma and North Central Texas": the heart of the service area, as the summary puts it first.
  const coreArea = business.serviceArea.summary.split(',')[0];

  const faqCategories: FaqCategory[] = [
    {
      id: 'design',
      title: 'Designing a Monument',
      questions: [
        {
          id: 'design-options',
          question: 'What design options do I have for a custom monument?',
          answer:
            'Almost every part of a monument can be chosen: its shape (upright, slant, flat marker or bench), size, granite color, finish, lettering style and artwork, from a simple emblem to an etched portrait. We draw every design to scale and send you a proof to approve before anything is cut.',
          readMore: 'custom-monument-design-options',
        },
        {
          id: 'own-idea',
          question: 'Can I bring my own idea or sketch?',
          answer:
            'Yes, please do. A sketch on paper, a photo of a stone you admired or a few words about the person is enough to begin. Our designers turn it into a scaled drawing and refine it with you until it feels right.',
          readMore: 'bring-your-own-monument-idea',
        },
        {
          id: 'custom-artwork',
          question: 'Can you include custom artwork, like a drawing or a logo?',
          answer: `Yes. We can etch, sandblast or carve artwork you provide, from a grandchild’s drawing to a ranch brand. Send it as a ${formats} file, and we will tell you honestly if it needs adjusting to cut cleanly in stone.`,
          readMore: 'incorporate-custom-artwork',
        },
        {
          id: 'see-proof',
          question: 'Will I see the design before it is made?',
          answer:
            'Always. You receive a design proof showing every name, date and detail. Nothing is cut until you approve it in writing, because lettering in granite cannot be undone.',
        },
        {
          id: 'showroom',
          question: 'Can I see monuments in person?',
          answer: `Yes. Both offices are open ${business.hours.label}. Please call ahead (${phones}) so a designer is free to sit down with you; we can also meet at the cemetery if that is easier.`,
        },
      ],
    },
    {
      id: 'timeline',
      title: 'Production and Timeline',
      questions: [
        {
          id: 'how-long',
          question: 'How long does it take to make a monument?',
          answer:
            'Most standard monuments are ready in 4-6 weeks from the day you approve the proof. Fully custom designs, special-order granite or detailed carving can take up to 6 months. We give you a realistic date when you order and keep you posted.',
          readMore: 'monument-production-timeline',
        },
        {
          id: 'specific-date',
          question: 'Can you have a monument ready for a particular date?',
          answer:
            'Tell us the date that matters to you, such as an anniversary, a birthday or a family gathering, and we will tell you honestly whether it can be met. For a standard design, ordering at least six weeks ahead gives the best chance.',
        },
        {
          id: 'delays',
          question: 'What can slow a monument down?',
          answer:
            'The usual causes are waiting on a proof approval, waiting on the cemetery’s approval, granite that must be ordered from the quarry, and wet or frozen ground on installation day. If any of these affect your date, we tell you right away.',
        },
        {
          id: 'plan-ahead',
          question: 'Can I plan a monument ahead of time?',
          answer:
            'Yes. Many couples choose a companion monument together, with one date left to be engraved later. Planning ahead spares your family decisions at a hard time and settles the price today.',
        },
      ],
    },
    {
      id: 'installation',
      title: 'Installation and Delivery',
      questions: [
        {
          id: 'installation-included',
          question: 'Is installation included?',
          answer:
            'Yes. Installation is included on every cemetery headstone we make, and delivery and installation are free within our service area. Our own crew prepares the foundation where one is needed, sets the monument level and leaves the site tidy.',
          readMore: 'installation-services-included',
        },
        {
          id: 'where',
          question: 'Where do you deliver and install?',
          answer: `We primarily serve ${states}, and most of our work is in ${coreArea}. Farther away, we can usually still help; any delivery charge is quoted before you order.`,
        },
        {
          id: 'be-there',
          question: 'Do I need to be there on installation day?',
          answer:
            'No. We let you know when your memorial is set and can send you a photo. If you would like to be there, tell us and we will agree on a time.',
        },
        {
          id: 'cemetery-needs',
          question: 'What does the cemetery need before installation?',
          answer:
            'Most cemeteries ask for permission from the lot owner or next of kin, a design that meets their size and material rules, and sometimes a concrete foundation. We check all of this with the cemetery for you before anything is cut.',
        },
      ],
    },
    {
      id: 'pricing',
      title: 'Pricing and Payment',
      questions: [
        {
          id: 'cost',
          question: 'How much does a monument cost?',
          answer: `It depends on size, granite color, finish and artwork. Our three packages are ${packagePrices}, each including foundation, delivery and installation in our service area, and your final price is guaranteed to come in below the package price.`,
        },
        {
          id: 'deposit',
          // CONFIRM: the specification gives the 50% deposit; when the balance falls due is ours.
          question: 'How much do I pay up front?',
          answer:
            'A 50% deposit when you order starts the work. The balance is due when your memorial is finished, and never before you have approved the design.',
        },
        {
          id: 'value-engineering',
          question: 'What is value engineering?',
          answer:
            'It is how we look for savings in a design without touching what matters: we compare granite sources, sizes that cut with less waste and finishes that look the same for less. It typically saves families 15-25%.',
        },
        {
          id: 'layaway',
          // CONFIRM: layaway and price matching are in the specification; their terms are not.
          question: 'Do you offer layaway or price matching?',
          answer:
            'Yes to both. Layaway lets you pay over time before your memorial is installed, and if you have a written quote from another dealer for a comparable monument, we will match it.',
        },
        {
          id: 'extra-fees',
          question: 'Are there any fees that are not in the price?',
          answer:
            'We list everything in your quote. The costs that can come on top are set by others or by distance: some cemeteries charge their own setting or permit fee, and delivery far beyond our service area is quoted separately.',
        },
      ],
    },
    {
      id: 'cemetery',
      title: 'Cemeteries and Regulations',
      questions: [
        {
          id: 'cemetery-rules',
          question: 'Does my cemetery have rules about monuments?',
          answer:
            'Almost every cemetery does. Rules may limit the size and type of memorial, require granite or bronze, set a foundation standard or ask for approval of the design. We read the rules with you and design within them.',
        },
        {
          id: 'verification',
          question: 'How do you confirm the cemetery details?',
          answer:
            'Before cutting, we confirm the cemetery, section and lot, who has the right to approve the memorial, and the cemetery’s rules, and we check every name and date against the documents you give us.',
        },
        {
          id: 'add-later',
          question: 'Can a name or date be added to an existing monument?',
          answer:
            'Yes. We engrave final dates and additional names on site, matching the lettering style and depth of the original as closely as the stone allows.',
        },
        {
          id: 'flat-only',
          question: 'What if the cemetery only allows flat markers?',
          answer:
            'Many lawn-style cemeteries do. Flat granite and bronze markers can still carry names, dates, an epitaph and artwork, and we make them to the exact size the cemetery allows.',
        },
      ],
    },
    {
      id: 'materials',
      title: 'Materials and Care',
      questions: [
        {
          id: 'granite-bronze-marble',
          question: 'Which lasts longest: granite, bronze or marble?',
          answer:
            'Granite is the most durable choice for most families and comes in many colors. Bronze lasts very well on a granite base and is often required in lawn cemeteries. Marble is beautiful but softer and weathers faster outdoors.',
        },
        {
          id: 'cleaning',
          question: 'How do I clean a monument safely?',
          answer:
            'Use clean water, a soft brush and, if needed, a mild non-ionic soap, then rinse well. Avoid bleach, vinegar, wire brushes and pressure washers: they can damage stone and lettering for good.',
        },
        {
          id: 'restore',
          question: 'Can you restore an old or damaged monument?',
          answer:
            'Yes. We clean weathered stones with stone-safe methods, re-paint faded lettering, and reset stones that have sunk or tilted. We look at it first and tell you what is worth doing.',
        },
      ],
    },
  ];

  const faqArticles: Record<FaqArticleSlug, FaqArticle> = {
    'custom-monument-design-options': {
      slug: 'custom-monument-design-options',
      question: 'What design options do I have for a custom monument?',
      title: 'Custom Monument Design Options',
      description:
        'Shapes, sizes, granite colors, finishes, lettering and artwork: the choices that make a custom monument, and how we help you make them.',
      shortAnswer:
        'Nearly everything about a custom monument can be chosen: shape, size, granite color, finish, lettering and artwork. We guide you through each choice, draw the design to scale and send you a proof to approve before anything is cut.',
      sections: [
        {
          heading: 'Shape and style',
          paragraphs: [
            'The first choice is usually the kind of memorial. An upright monument stands on a base and gives the most room for names, artwork and an epitaph. A slant marker has a sloped face and a lower profile. Flat and bevel markers sit at ground level, which many lawn cemeteries require. Benches, vases and ledgers can be added or stand alone.',
            'The top of an upright can be flat, serpentine (gently curved), oval, or cut to a shape such as a heart or cross. Edges can be polished smooth or left rock-pitched for a natural, hand-cut look.',
          ],
        },
        {
          heading: 'Granite color and finish',
          paragraphs: [
            'Granite comes in many colors, from soft grays and whites to deep blacks, blues and reds. Darker stones show etched portraits and fine lines best; lighter stones give lettering a soft, classic look. A polished face shines and resists weather; a honed or steeled finish is quieter and matte.',
          ],
        },
        {
          heading: 'Lettering, artwork and personal touches',
          paragraphs: [
            'Names, dates and an epitaph are cut into the stone by sandblasting, in a lettering style chosen with you. Artwork can be a traditional emblem (a cross, praying hands, a rose), a scene that meant something to the person, or artwork you bring yourself.',
          ],
          list: [
            'Etched portraits and scenes, best on dark granite',
            'Sandblasted or hand-carved artwork and shaped carving',
            'Porcelain portraits set into the stone',
            'Bronze emblems, including veteran emblems',
            'Back-side inscriptions such as a family history or a favorite verse',
          ],
        },
        {
          heading: 'How we help you decide',
          paragraphs: [
            'You do not need to know any of this before you come to us. We start with the cemetery’s rules and with what you would like people to feel when they stand at the stone, then show you options that fit. Every design is drawn to scale, and you approve a proof with every name and date before anything is cut.',
          ],
        },
      ],
      related: ['bring-your-own-monument-idea', 'choosing-shape-size', 'monument-materials-comparison'],
      service: 'custom-monuments',
      updated: '2026-05-04',
    },
    'bring-your-own-monument-idea': {
      slug: 'bring-your-own-monument-idea',
      question: 'Can I bring my own idea for a monument?',
      title: 'Bringing Your Own Monument Idea',
      description:
        'A sketch, a photo or a few words is enough: how we turn your own idea into a monument design you can approve.',
      shortAnswer:
        'Yes, and we are glad when families do. A rough sketch, a photo of a stone you liked or a few words about the person is enough for us to start; we turn it into a scaled design and refine it with you.',
      sections: [
        {
          heading: 'What to bring',
          paragraphs: [
            'Anything that helps us see what you have in mind is useful. There is no need for a finished drawing.',
          ],
          list: [
            'A sketch, however rough, or a photo of a monument you admired',
            'Photos of the person, their hobbies, their home place or their handwriting',
            'Words, verses or sayings that belonged to them',
            'The cemetery’s name, so we can check its rules early',
          ],
        },
        {
          heading: 'How your idea becomes a design',
          paragraphs: [
            'We listen first, then draw. Our designer makes a scaled drawing that fits the cemetery’s rules and a sensible budget, and suggests changes only where the stone or the rules need them, for example a line of text that would be too small to read from a standing height.',
            'You can ask for as many revisions as you need. When it feels right, you approve a final proof with every name and date, and only then is anything cut.',
          ],
        },
        {
          heading: 'When an idea needs a little adjusting',
          paragraphs: [
            'Some ideas need to change a little to work in granite: very thin lines can chip, very small lettering fades from view, and some shapes need a wider base to stand safely. We explain why and offer the closest option that will last, so the finished memorial is still recognizably yours.',
          ],
        },
      ],
      related: ['custom-monument-design-options', 'incorporate-custom-artwork', 'showroom-appointments'],
      service: 'custom-monuments',
      updated: '2026-05-04',
    },
    'incorporate-custom-artwork': {
      slug: 'incorporate-custom-artwork',
      question: 'Can I put custom artwork on a monument?',
      title: 'Incorporating Custom Artwork',
      description: `How we put your own artwork on a monument: accepted files (${formats}), etching, sandblasting and carving, and what cuts well in stone.`,
      shortAnswer: `Yes. We etch, sandblast or carve artwork you provide, from a child’s drawing to a signature or a ranch brand. Send it as a ${formats} file and we will prepare it for the stone and show it to you on the proof.`,
      sections: [
        {
          heading: 'Files we accept',
          paragraphs: [
            `Send artwork as a ${formats} file. Photos from a phone are fine for drawings and handwriting: lay the page flat in good daylight and photograph it straight on. For logos and brands, a vector file (ai or eps) gives the cleanest edges. If you only have a paper original, bring it in and we will work from it.`,
          ],
        },
        {
          heading: 'Ways artwork can go on stone',
          paragraphs: [
            'The method depends on the artwork and the granite color; we recommend the one that will look best and last.',
          ],
          list: [
            'Sandblasting cuts the design into the stone; it suits line art, emblems and lettering on any color',
            'Laser or hand etching scratches fine detail into polished dark granite; it suits portraits, scenes and handwriting',
            'Shape carving gives depth to flowers, leaves and figures',
            'A porcelain portrait can carry a color or black-and-white photograph',
          ],
        },
        {
          heading: 'Preparing artwork for stone',
          paragraphs: [
            'We redraw artwork where needed so that it cuts cleanly: very fine lines are thickened a little, shading is turned into lines or stipple, and the size is set so it can be read from a standing height. You see exactly how it will look on your proof before anything is cut.',
            'Please only send artwork that you have the right to use, such as family drawings, photos you took or a business mark you own.',
          ],
        },
      ],
      related: ['bring-your-own-monument-idea', 'custom-monument-design-options', 'monument-production-timeline'],
      service: 'porcelain-portraits',
      updated: '2026-05-04',
    },
    'monument-production-timeline': {
      slug: 'monument-production-timeline',
      question: 'How long does it take to make a monument?',
      title: 'Monument Production Timeline',
      description:
        'Standard monuments take 4-6 weeks from approved proof; custom designs up to 6 months. What happens in that time and what can change it.',
      shortAnswer:
        'Most standard monuments are ready in 4-6 weeks from the day you approve the design proof. Fully custom designs, special-order granite or detailed carving can take up to 6 months. We give you a realistic date when you order.',
      sections: [
        {
          heading: 'The steps, and about how long each takes',
          paragraphs: [
            'The time starts when you approve the final proof and the deposit is paid. Before that, designing takes as long as you need.',
          ],
          list: [
            'Design and proof: usually a few days per round of changes, at your pace',
            'Cemetery approval: often a few days; some cemeteries take longer',
            'Cutting, shaping and polishing the granite',
            'Lettering and artwork, checked against the approved proof',
            'Foundation, delivery and installation, scheduled with the cemetery',
          ],
        },
        {
          heading: 'Standard: 4-6 weeks',
          paragraphs: [
            'A monument in a granite color and size we keep in stock or can get quickly, with lettering and standard artwork, is usually set 4-6 weeks after you approve the proof.',
          ],
        },
        {
          heading: 'Custom: up to 6 months',
          paragraphs: [
            'A monument cut to a special shape, in a granite that must be ordered from the quarry, or with detailed carving or a large etched scene can take up to 6 months. We tell you at the start which of these apply to your design.',
          ],
        },
        {
          heading: 'What can change the date',
          paragraphs: [
            'Installation depends on the ground: after heavy rain or during a freeze we wait until the foundation can be poured and the stone set safely. Some cemeteries also close for burials or holidays. If the date moves, we tell you right away. If a date is important to you, tell us when you order and we will say honestly whether it can be met.',
          ],
        },
      ],
      related: ['installation-services-included', 'cemetery-verification-process', 'pricing-details'],
      service: 'custom-monuments',
      updated: '2026-05-04',
    },
    'installation-services-included': {
      slug: 'installation-services-included',
      question: 'Is installation included with my monument?',
      title: 'Installation Services Included',
      description:
        'Installation is included on all cemetery headstones, with free delivery and installation in our service area. What our crew does on the day.',
      shortAnswer:
        'Yes. Installation is included on all cemetery headstones we make, and delivery and installation are free within our service area. Our own crew prepares the foundation where it is needed, sets the stone level and leaves the site clean.',
      sections: [
        {
          heading: 'What installation includes',
          paragraphs: ['Installation is done by our own crew, not a subcontractor.'],
          list: [
            'Confirming the exact lot and position with the cemetery',
            'A poured concrete foundation where the cemetery requires one',
            'Delivering the monument on our own truck',
            'Setting the monument level and square, with a setting compound between the parts',
            'Cleaning the stone and tidying the site',
            'Letting you know when it is done, with a photo if you would like one',
          ],
        },
        {
          heading: 'Free delivery and installation in our service area',
          paragraphs: [
            `Our service area is ${business.serviceArea.summary}. Within it, delivery and installation cost nothing extra. Farther away we can usually still help; delivery is quoted before you order, so there are no surprises.`,
          ],
        },
        {
          heading: 'What the cemetery may charge',
          paragraphs: [
            'Some cemeteries charge their own fee for setting a memorial or for a permit. That fee is the cemetery’s, not ours; we tell you about it in advance when we know of one and can pay it for you and show it on your invoice.',
          ],
        },
      ],
      related: ['cemetery-installation-requirements', 'service-area-delivery', 'additional-fees'],
      service: 'custom-monuments',
      updated: '2026-05-04',
    },
    'cemetery-regulations': {
      slug: 'cemetery-regulations',
      question: 'What rules do cemeteries have about monuments?',
      title: 'Cemetery Regulations for Monuments',
      description:
        'Size limits, material rules, foundations and approvals: what cemetery regulations usually cover and how we design within them.',
      shortAnswer:
        'Most cemeteries set rules on the type and size of memorial, the materials allowed, the foundation and the approval process. We find out your cemetery’s rules before designing, so your monument is approved the first time.',
      sections: [
        {
          heading: 'What the rules usually cover',
          paragraphs: [
            'Rules differ a great deal from one cemetery to the next, and even between sections of the same cemetery.',
          ],
          list: [
            'Which types are allowed: upright monuments, slant markers, or flat markers only',
            'The largest (and sometimes smallest) size for each lot',
            'Materials: granite, bronze on granite, or bronze only',
            'Whether a concrete foundation is required, and how it must be made',
            'Who may approve a memorial, and whether the cemetery must see the design first',
            'Extras such as vases, benches, plantings and decorations',
          ],
        },
        {
          heading: 'Lawn cemeteries and flat markers',
          paragraphs: [
            'Many newer cemeteries are laid out as lawns so they can be mown easily, and allow only flat markers set level with the grass. A flat marker can still be beautiful and personal, with names, dates, an epitaph and artwork.',
          ],
        },
        {
          heading: 'How we handle it',
          paragraphs: [
            'Tell us the cemetery and, if you know it, the section and lot. We get the current rules, design within them and send the design for the cemetery’s approval where it is required. If something you would like is not allowed, we say so early and suggest the closest option that is.',
          ],
        },
      ],
      related: ['cemetery-installation-requirements', 'cemetery-verification-process', 'choosing-shape-size'],
      service: 'flat-markers',
      updated: '2026-05-04',
    },
    'cemetery-installation-requirements': {
      slug: 'cemetery-installation-requirements',
      question: 'What does a cemetery require before a monument can be installed?',
      title: 'Cemetery Installation Requirements',
      description:
        'Permission, approved designs, foundations and scheduling: what cemeteries require before a monument is set, and how we take care of it.',
      shortAnswer:
        'Before a monument is set, most cemeteries need permission from the person with the right to the lot, a design that meets their rules, and often a concrete foundation. We arrange all of this with the cemetery for you.',
      sections: [
        {
          heading: 'Permission',
          paragraphs: [
            'The cemetery needs to know that the memorial is wanted by the person with the right to place it, usually the lot owner or the next of kin. We prepare a simple authorization form for you to sign and send it to the cemetery with the design.',
          ],
        },
        {
          heading: 'An approved design',
          paragraphs: [
            'Where a cemetery reviews designs, we send the scaled drawing with sizes and materials. Approval usually takes a few days; we follow up so it does not hold up your memorial.',
          ],
        },
        {
          heading: 'Foundation and setting',
          paragraphs: [
            'Most upright monuments and many markers stand on a poured concrete foundation, sized to the base and deep enough to keep the stone level for years. Our crew pours it, lets it cure, and sets the stone. The foundation is part of our installation; a few cemeteries insist on pouring their own, and charge for it.',
          ],
        },
        {
          heading: 'Scheduling',
          paragraphs: [
            'We schedule installation with the cemetery so that it never clashes with a service, and only when the ground allows. You do not need to be there, but you are welcome to be.',
          ],
        },
      ],
      related: ['cemetery-regulations', 'installation-services-included', 'cemetery-verification-process'],
      service: 'monument-repair',
      updated: '2026-05-04',
    },
    'monument-materials-comparison': {
      slug: 'monument-materials-comparison',
      question: 'Granite, bronze or marble: which material is best for a monument?',
      title: 'Monument Materials: Granite, Bronze and Marble',
      description:
        'How granite, bronze and marble compare for a monument: durability, look, care, cemetery rules and cost.',
      shortAnswer:
        'For most families granite is the best choice: it is very hard, holds lettering for generations and comes in many colors. Bronze is excellent on a granite base and is often required in lawn cemeteries. Marble is beautiful but softer, and weathers faster outdoors.',
      sections: [
        {
          heading: 'Granite',
          paragraphs: [
            'Granite is a very hard, dense natural stone. It resists weather, keeps sharp lettering for generations and takes a high polish. It comes in grays, whites, pinks, reds, blues and blacks, and can be shaped, carved, sandblasted and etched. Most of the monuments we make are granite.',
          ],
        },
        {
          heading: 'Bronze',
          paragraphs: [
            'Bronze markers are cast with raised lettering and artwork and mounted on a granite or concrete base. They last very well, develop a soft patina over time and are the required material in many lawn cemeteries. Bronze can be scratched and needs an occasional wash and wax to keep its color.',
          ],
        },
        {
          heading: 'Marble',
          paragraphs: [
            'Marble has a soft, luminous look and a long history in cemeteries. It is softer than granite and is slowly dissolved by rain, so lettering becomes harder to read over the decades and the surface can turn grainy. We generally recommend granite for an outdoor memorial meant to last, and marble for sheltered settings.',
          ],
        },
        {
          heading: 'At a glance',
          paragraphs: ['A quick comparison to help you decide; we are happy to show you samples of each.'],
          list: [
            'Durability outdoors: granite and bronze excellent, marble fair',
            'Choice of colors: granite wide, bronze one color with patina, marble mostly white and gray',
            'Care: granite very little, bronze an occasional wash and wax, marble gentle cleaning more often',
            'Cemetery rules: granite widely allowed, bronze often required for flat markers, marble sometimes not allowed',
          ],
        },
      ],
      related: ['maintenance-cleaning-monuments', 'custom-monument-design-options', 'cemetery-regulations'],
      service: 'flat-markers',
      updated: '2026-05-04',
    },
    'maintenance-cleaning-monuments': {
      slug: 'maintenance-cleaning-monuments',
      question: 'How do I clean and care for a monument?',
      title: 'Monument Maintenance and Cleaning',
      description:
        'Safe ways to clean granite, bronze and marble monuments, what to avoid, and when to call for professional cleaning or restoration.',
      shortAnswer:
        'Clean water, a soft brush and, if needed, a mild non-ionic soap are all most monuments need. Avoid bleach, vinegar, household cleaners, wire brushes and pressure washers: they can damage stone and lettering for good.',
      sections: [
        {
          heading: 'Cleaning granite, step by step',
          paragraphs: ['Choose a cool, overcast day if you can, so the stone does not dry before you rinse.'],
          list: [
            'Soak the stone with plenty of clean water',
            'Scrub gently with a soft, natural or nylon brush, working from the bottom up to avoid streaks',
            'For stubborn dirt, add a few drops of a mild non-ionic soap to a bucket of water',
            'Rinse thoroughly with clean water',
            'For lichen or moss, wet it and leave it; do not scrape. We can treat it safely',
          ],
        },
        {
          heading: 'What to avoid',
          paragraphs: [
            'Bleach, vinegar and most household cleaners contain chemicals that stain or etch stone. Wire brushes, scouring pads and pressure washers scratch polish and can chip lettering. Never use tools to scrape at lichen, and do not apply sealers or oils unless we have recommended one.',
          ],
        },
        {
          heading: 'Bronze and marble',
          paragraphs: [
            'Wash bronze with water and a mild soap and a soft cloth; a coat of paste wax once or twice a year keeps its color. Marble is softer and more sensitive to acids, so use only water and a very soft brush.',
          ],
        },
        {
          heading: 'When to ask us',
          paragraphs: [
            'If a stone has dark staining, faded lettering, a leaning tablet or chips, professional cleaning or repair will do more good than scrubbing. We clean with stone-safe methods, re-paint lettering and reset stones that have shifted.',
          ],
        },
      ],
      related: ['monument-materials-comparison', 'add-inscriptions-later', 'cemetery-regulations'],
      service: 'cleaning-restoration',
      updated: '2026-05-04',
    },
    'cemetery-verification-process': {
      slug: 'cemetery-verification-process',
      question: 'How do you verify cemetery and inscription details?',
      title: 'Our Cemetery Verification Process',
      description:
        'Before anything is cut, we verify the cemetery, the lot, the right to place the memorial and every name and date. Here is how.',
      shortAnswer:
        'Before cutting, we confirm the cemetery, section and lot, who has the right to place the memorial, and the cemetery’s rules, and we check every name and date against your documents on a written proof. Letters cut in granite cannot be undone, so we check twice.',
      sections: [
        {
          heading: 'What we verify',
          paragraphs: [],
          list: [
            'The cemetery, section, lot and space, confirmed with the cemetery’s records',
            'Who has the right to place the memorial (usually the lot owner or next of kin), with a signed authorization',
            'The cemetery’s rules on size, type and materials for that section',
            'Every name, nickname and date, checked against documents such as an obituary or certificate',
            'The position on the lot, so the stone faces the right way and stands at the right grave',
          ],
        },
        {
          heading: 'The design proof',
          paragraphs: [
            'You receive a proof of the design with every letter and number exactly as it will be cut. Please read it slowly, ideally with another family member. Spelling, the order of names, and dates are the most common things to correct. Nothing is cut until you approve the proof in writing.',
          ],
        },
        {
          heading: 'Before the stone is set',
          paragraphs: [
            'Our crew checks the lot markers on site before installation. If anything does not match the cemetery’s records, we stop and call you and the cemetery before setting the stone.',
          ],
        },
      ],
      related: ['cemetery-installation-requirements', 'cemetery-regulations', 'monument-production-timeline'],
      service: 'final-date-engraving',
      updated: '2026-05-04',
    },
    'showroom-appointments': {
      slug: 'showroom-appointments',
      question: 'Can I visit your showroom?',
      title: 'Showroom Appointments',
      description: `Visit our offices in ${ada.name} and ${wylie.name} by appointment, ${business.hours.label}. Call to book a time with a designer.`,
      shortAnswer: `Yes. Both offices are open ${business.hours.label}. Please call ahead to book a time, ${phones}, so a designer can sit down with you without rushing.`,
      sections: [
        {
          heading: 'Our two offices',
          paragraphs: [
            `${ada.name}: our ${ada.role.toLowerCase()}, at ${ada.street}, ${ada.city}, ${ada.region} ${ada.postalCode}. Phone ${ada.phone}.`,
            `${wylie.name}: our ${wylie.role.toLowerCase()}, at ${wylie.street}, ${wylie.city}, ${wylie.region} ${wylie.postalCode}. Phone ${wylie.phone}.`,
          ],
        },
        {
          heading: 'Why we ask you to call first',
          paragraphs: [
            'A first visit usually takes about an hour. When we know you are coming, a designer can set that time aside, have samples of granite colors ready and look up your cemetery’s rules beforehand. If you are already nearby, call anyway: we will see you if we can.',
          ],
        },
        {
          heading: 'What to bring',
          paragraphs: [],
          list: [
            'The cemetery’s name and, if you know them, the section and lot',
            'Names and dates as they should appear',
            'Photos, sketches or words you would like to include',
            'Anyone in the family who would like a say',
          ],
        },
        {
          heading: 'If you cannot come in',
          paragraphs: [
            'Much of the work can be done by phone and e-mail: we send drawings and proofs, and can meet you at the cemetery if that is easier.',
          ],
        },
      ],
      related: ['bring-your-own-monument-idea', 'custom-monument-design-options', 'service-area-delivery'],
      updated: '2026-05-04',
    },
    'choosing-shape-size': {
      slug: 'choosing-shape-size',
      question: 'How do I choose the shape and size of a monument?',
      title: 'Choosing Monument Shape and Size',
      description:
        'Uprights, slants, flat markers and companions: how cemetery rules, the number of names and your taste decide the shape and size of a monument.',
      shortAnswer:
        'Start with the cemetery’s rules for your lot, then think about how many names the monument will carry and the look you want. Within those limits, we draw a few options to scale so you can see them side by side.',
      sections: [
        {
          heading: 'Start with the cemetery',
          paragraphs: [
            'The cemetery decides what types and sizes are allowed on your lot. Some allow tall uprights, others only flat markers. We look this up first, so you only choose among options that will be approved.',
          ],
        },
        {
          heading: 'Single or companion',
          paragraphs: [
            'A single monument honors one person. A companion monument is wider and carries two names, usually a couple, often with a shared family name and epitaph. Planning a companion now, with one date left for later, is a common choice.',
          ],
        },
        {
          heading: 'Common shapes and sizes',
          paragraphs: [
            'Sizes are given as width by thickness by height, in inches. These are common starting points; we can make any size the cemetery allows.',
          ],
          list: [
            'Single upright: a tablet around 24-36 wide, 6 thick and 24 high, on a base a little wider',
            'Companion upright: a tablet around 48-60 wide on a matching base',
            'Slant marker: around 24 wide, 10 deep and 16 high, with a sloped face',
            'Bevel marker: around 24 by 12, a few inches high with a slightly sloped face',
            'Flat marker: around 24 by 12 and 4 thick, set level with the grass',
          ],
        },
        {
          heading: 'Proportion and readability',
          paragraphs: [
            'A monument should look settled on its lot and be easy to read from a standing height. Longer names and epitaphs need more width; artwork needs room to breathe. We show you the design to scale, and can mark out the size at the cemetery if it helps to see it in place.',
          ],
        },
      ],
      related: ['cemetery-regulations', 'custom-monument-design-options', 'pricing-details'],
      service: 'custom-monuments',
      updated: '2026-05-04',
    },
    'additional-fees': {
      slug: 'additional-fees',
      question: 'Are there any additional fees?',
      title: 'Additional Fees, Explained Honestly',
      description:
        'What is included in our prices, and the few costs that can come on top: cemetery fees, delivery beyond our service area and extra engraving.',
      shortAnswer:
        'Our quotes include the monument, lettering as agreed, foundation, delivery and installation in our service area. What can come on top is listed before you order: a fee some cemeteries charge, delivery far beyond our service area, and engraving or artwork you add later.',
      sections: [
        {
          heading: 'Included in our price',
          paragraphs: [],
          list: [
            'The monument, cut, shaped and finished as shown on your proof',
            'Names, dates and the lettering agreed in your quote',
            'Design work and proofs, however many rounds you need',
            'Foundation, delivery and installation within our service area',
          ],
        },
        {
          heading: 'Costs that can come on top',
          paragraphs: ['We tell you about any of these before you order, never after.'],
          list: [
            'Cemetery fees: some cemeteries charge their own setting, permit or foundation fee. The amount is theirs, not ours; we pass it on at cost',
            'Delivery beyond our service area, quoted by distance',
            'Extra engraving: more lines, a longer epitaph or back-side lettering beyond what your quote includes',
            'Additions such as porcelain portraits, vases or bronze emblems, if you add them after ordering',
            'A final date engraved later, on a companion monument planned ahead',
          ],
        },
        {
          heading: 'No surprises',
          paragraphs: [
            'With our packages, the final price is guaranteed to come in below the package price. If something changes after you order, such as a new cemetery rule, we explain it and agree the change with you before doing the work.',
          ],
        },
      ],
      related: ['pricing-details', 'service-area-delivery', 'installation-services-included'],
      updated: '2026-05-04',
    },
    'service-area-delivery': {
      slug: 'service-area-delivery',
      question: 'Where do you deliver and install monuments?',
      title: 'Service Area and Delivery',
      description: `We serve ${states}, mainly ${coreArea}, with free delivery and installation in our service area.`,
      shortAnswer: `We primarily serve ${states}, and most of our work is in Oklahoma and North Central Texas, from our offices in ${ada.name} and ${wylie.name}. Delivery and installation are free within our service area.`,
      sections: [
        {
          heading: 'Where we work',
          paragraphs: [
            `Our workshop is in ${ada.name} and our sales office is in ${wylie.name}. Our crews install across ${states}, and most often in the towns and country cemeteries of Oklahoma and North Central Texas.`,
          ],
        },
        {
          heading: 'Free delivery and installation',
          paragraphs: [
            'Within our service area, delivery and installation are included in the price of every cemetery headstone. Our own crew brings the monument, prepares the foundation and sets it.',
          ],
        },
        {
          // CONFIRM: shipping to an installer near a distant cemetery.
          heading: 'Farther away',
          paragraphs: [
            'If the cemetery is outside our usual area, call us anyway. We can often still deliver and install, with a delivery charge quoted by distance before you order. Where that is not practical, we can ship a finished monument to a trusted installer near the cemetery.',
          ],
        },
        {
          heading: 'Families who live far away',
          paragraphs: [
            'Many families we serve live in another state from the cemetery. We can handle everything by phone and e-mail, send proofs for approval, and send you a photo once the memorial is set.',
          ],
        },
      ],
      related: ['installation-services-included', 'additional-fees', 'showroom-appointments'],
      updated: '2026-05-04',
    },
    'pricing-details': {
      slug: 'pricing-details',
      question: 'How is a monument priced?',
      title: 'Monument Pricing Details',
      description: `How monument prices are set, our packages at ${packagePrices}, the 50% deposit, our below-package-price guarantee, layaway and price matching.`,
      shortAnswer: `A monument’s price comes from its size, granite color, finish, lettering and artwork. Our packages are ${packagePrices}, including foundation, delivery and installation in our service area; you pay a 50% deposit to start, and the final price is guaranteed to come in below the package price.`,
      sections: [
        {
          heading: 'What decides the price',
          paragraphs: [],
          list: [
            'Size: granite is priced by volume, so a larger stone costs more',
            'Granite color: grays cost least; Blue Pearl, India Red and blacks cost more',
            'Finish and shape: polished sides, serpentine or shaped tops and carved edges add work',
            'Lettering and artwork: extra lines, etched portraits and carving',
            'Additions such as vases, porcelain portraits and bronze emblems',
          ],
        },
        {
          heading: 'Our packages',
          paragraphs: [
            `${valuePackages.map((pkg) => `${pkg.name}: ${formatPrice(pkg.priceCents)}.`).join(' ')} Each includes design, proof, foundation, delivery and installation in our service area.`,
          ],
        },
        {
          // CONFIRM: when the balance falls due.
          heading: 'Deposit and guarantee',
          paragraphs: [
            'A 50% deposit when you order starts the work; the balance is due when your memorial is finished. With a package, your final price is guaranteed to come in below the package price, because we value-engineer every design, which typically saves 15-25%.',
          ],
        },
        {
          heading: 'Ways to make it easier',
          paragraphs: [
            'Layaway lets you pay in installments before your memorial is installed. If you have a written quote from another dealer for a comparable monument, we will match it. And if a plan does not fit your budget, tell us: there is almost always a design that does.',
          ],
        },
      ],
      related: ['additional-fees', 'monument-materials-comparison', 'choosing-shape-size'],
      updated: '2026-05-04',
    },
    'add-inscriptions-later': {
      slug: 'add-inscriptions-later',
      question: 'Can inscriptions be added to a monument later?',
      title: 'Adding Inscriptions Later',
      description:
        'Final dates, names and epitaphs can be engraved on an existing monument, on site, matched to the original lettering. How it works.',
      shortAnswer:
        'Yes. We engrave final dates, additional names and short epitaphs on existing monuments, usually on site at the cemetery, matching the original lettering style and depth as closely as the stone allows.',
      sections: [
        {
          heading: 'Final dates on a companion monument',
          paragraphs: [
            'Many couples set a companion monument with one date left open. When the time comes, call us: we confirm the date with you in writing, and cut it on site so the stone never leaves the cemetery.',
          ],
        },
        {
          heading: 'Matching the original lettering',
          paragraphs: [
            'We photograph and measure the existing lettering and match its typeface, size, depth and color. On monuments we made, we use our original records. On older stones from other makers, we come as close as the stone allows and show you a proof first.',
          ],
        },
        {
          heading: 'Adding names or an epitaph',
          paragraphs: [
            'There must be enough clear space on the stone. We check it before you decide; if the front is full, the back or a matching small marker beside it can carry the new words.',
          ],
        },
        {
          heading: 'Permission and timing',
          paragraphs: [
            'Some cemeteries need to approve added lettering; we ask for you. Engraving depends on dry weather, and most families find it is done within a few weeks of ordering.',
          ],
        },
      ],
      related: ['cemetery-verification-process', 'maintenance-cleaning-monuments', 'choosing-shape-size'],
      service: 'final-date-engraving',
      updated: '2026-05-04',
    },
  };
  return { faqCategories, faqArticles };
}

export interface Faq {
  faqCategories: FaqCategory[];
  faqArticles: Record<FaqArticleSlug, FaqArticle>;
  /** Every article, in the specification's order. */
  orderedFaqArticles: FaqArticle[];
  /** The article with this slug, or undefined. */
  findFaqArticle(slug: string): FaqArticle | undefined;
}

const built = new WeakMap<BusinessFacts, Faq>();

/** The questions and articles, worded with these business facts (built once per set of facts). */
export function faqFor(business: BusinessFacts): Faq {
  let faq = built.get(business);
  if (!faq) {
    const { faqCategories, faqArticles } = buildFaq(business);
    faq = {
      faqCategories,
      faqArticles,
      orderedFaqArticles: faqArticleSlugs.map((slug) => faqArticles[slug]),
      findFaqArticle: (slug) => (Object.hasOwn(faqArticles, slug) ? faqArticles[slug as FaqArticleSlug] : undefined),
    };
    built.set(business, faq);
  }
  return faq;
}
