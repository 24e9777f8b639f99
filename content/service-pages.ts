/**
 * The written copy of the eight service pages (/services/{slug}), keyed by the slugs of
 * content/services.ts, which keeps each service's name and one-line summary. Turnarounds come
 * from the specification (standard 4-6 weeks, custom up to 6 months); where a service's time
 * is not in it, the sentence is marked `CONFIRM` for staff to check.
 */
import type { FaqArticleSlug } from './faq';
import type { ServiceSlug } from './services';
import type { GalleryCategory } from '#server/modules/gallery/gallery-categories';

export interface ServiceStep {
  title: string;
  text: string;
}

export interface ServiceOption {
  name: string;
  text: string;
}

export interface ServicePage {
  /** Meta description for search results and link previews. */
  description: string;
  /** The opening paragraph under the page heading. */
  lead: string;
  /** What the service is. */
  about: string[];
  /** How it works, in order. */
  steps: ServiceStep[];
  /** What is included. */
  included: string[];
  /** Materials or options, with their own heading. */
  options: { heading: string; items: ServiceOption[] };
  turnaround: { summary: string; detail: string };
  /** In-depth answers at /faq/{slug}. */
  faqs: FaqArticleSlug[];
  /** Other services to suggest at the end of the page. */
  related: ServiceSlug[];
}

export const servicePages: Record<ServiceSlug, ServicePage> = {
  'custom-monuments': {
    description:
      'Custom upright, slant and companion monuments designed with you in Ada, Oklahoma and Wylie, Texas: design proof, foundation, delivery and installation included.',
    lead: 'A monument designed around one life: its shape, its stone, its words. We guide you from the first conversation to the day it is set, and nothing is cut until you have approved every letter.',
    about: [
      'A custom monument is made for one person or one family. You choose the shape, the size, the granite color, the lettering and the artwork, and we design it with you until it feels right. It can be as simple as a polished upright with two names, or as personal as an etched scene of the family farm.',
      'Our family has designed and set monuments since 1936. We draw every design ourselves, check it against the cemetery’s rules, and install it with our own crew, so one team is responsible from start to finish.',
    ],
    steps: [
      {
        title: 'Talk with us',
        text: 'Call or visit either office. Tell us about the person, the cemetery and any ideas you have. There is no cost and no obligation.',
      },
      {
        title: 'Design and proof',
        text: 'We draw the monument to scale and refine it with you, as many times as you need. You then approve a written proof with every name and date.',
      },
      {
        title: 'Cemetery approval',
        text: 'We confirm the lot and the cemetery’s rules, and send the design for approval where the cemetery asks for it.',
      },
      {
        title: 'Crafting',
        text: 'The granite is cut, shaped and polished, then lettered and decorated exactly as shown on your proof.',
      },
      {
        title: 'Installation',
        text: 'Our crew prepares the foundation, sets the monument level and lets you know when it is in place.',
      },
    ],
    included: [
      'Design consultation, by phone, at our offices or at the cemetery',
      'Scaled drawings and as many revisions as you need',
      'A written proof of every name, date and detail before cutting',
      'A check of the cemetery’s rules and help with its approval',
      'Names and dates, and the lettering agreed in your quote',
      'Foundation, delivery and installation in our service area',
    ],
    options: {
      heading: 'Materials and options',
      items: [
        {
          name: 'Granite colors',
          text: 'Grays, whites, pinks, reds, blues and blacks. Dark stones show etching best; light stones give lettering a soft, classic look.',
        },
        {
          name: 'Shapes',
          text: 'Upright, companion upright, slant, bevel and flat markers, benches and ledgers. Tops can be flat, serpentine, oval or specially shaped.',
        },
        { name: 'Finishes', text: 'Polished faces, honed or steeled surfaces, and polished or rock-pitched edges.' },
        {
          name: 'Artwork',
          text: 'Sandblasted emblems, etched portraits and scenes, shaped carving, and artwork you bring yourself.',
        },
        { name: 'Additions', text: 'Vases, porcelain portraits, bronze emblems and back-side inscriptions.' },
      ],
    },
    turnaround: {
      summary: '4-6 weeks for a standard monument; up to 6 months for a fully custom design',
      detail:
        'The time is counted from the day you approve the proof. Special-order granite, shaped carving and large etched scenes take longer; we give you a realistic date when you order.',
    },
    faqs: [
      'custom-monument-design-options',
      'bring-your-own-monument-idea',
      'incorporate-custom-artwork',
      'choosing-shape-size',
      'monument-production-timeline',
    ],
    related: ['porcelain-portraits', 'flat-markers', 'final-date-engraving'],
  },
  'civic-military': {
    description:
      'Veterans’ headstones, community memorials, dedication stones and name walls, designed with families and committees and built to stand for generations.',
    lead: 'Memorials for veterans, first responders, towns, schools and congregations: made to stand in public for generations, with every name checked and every detail honored.',
    about: [
      'A veteran’s headstone can carry the branch of service, rank, the conflicts served in and an emblem of belief beside the name and dates. If your veteran is eligible for a government-furnished marker or medallion, we help you understand the options and can set it for you.',
      'For towns, schools, congregations and associations we design memorial walls, monuments and dedication stones, often with long lists of names. We work with your committee from the first sketch to the dedication day, and can leave room for names to be added in years to come.',
    ],
    steps: [
      {
        title: 'Meet with your family or committee',
        text: 'We listen to what the memorial should say and who it honors, and visit the site if it helps.',
      },
      {
        title: 'Design and site plan',
        text: 'We draw the memorial to scale with its placement, name panels and space for future names, and help you present it for approval.',
      },
      {
        title: 'Verify every name',
        text: 'Name lists are checked line by line against your records, and a named person signs off the final proof.',
      },
      {
        title: 'Crafting',
        text: 'The granite is cut and finished, and names, emblems and inscriptions are lettered exactly as approved.',
      },
      {
        title: 'Installation and dedication',
        text: 'Our crew pours the foundation, sets the memorial and can help you plan the timing of the unveiling.',
      },
    ],
    included: [
      'Design meetings with your family or committee',
      'Scaled drawings and a site plan for approvals',
      'Line-by-line verification of every name, with a signed proof',
      'Foundation, delivery and installation in our service area',
      'Guidance for the dedication, including timing and unveiling',
    ],
    options: {
      heading: 'Materials and options',
      items: [
        {
          name: 'Veterans’ headstones',
          text: 'Upright, slant or flat, with service details and an emblem of belief or service.',
        },
        {
          name: 'Memorial walls and tablets',
          text: 'Polished granite panels for lists of names, in one piece or in sections that can grow.',
        },
        {
          name: 'Dedication and cornerstone',
          text: 'Stones and tablets marking a building, a park or an anniversary.',
        },
        { name: 'Bronze plaques', text: 'Cast plaques mounted on granite, for text-rich memorials and inscriptions.' },
        {
          name: 'Benches and flagpole bases',
          text: 'Granite benches and surrounds that make the memorial a place to sit and remember.',
        },
      ],
    },
    turnaround: {
      summary: '4-6 weeks for a veteran’s headstone; up to 6 months for a community memorial',
      detail:
        'Community memorials usually take longer because of name lists, committee and site approvals and larger stone. We agree a schedule that works back from your dedication date.',
    },
    faqs: [
      'custom-monument-design-options',
      'incorporate-custom-artwork',
      'monument-production-timeline',
      'add-inscriptions-later',
      'cemetery-regulations',
    ],
    related: ['custom-monuments', 'final-date-engraving', 'cleaning-restoration'],
  },
  'pet-memorials': {
    description:
      'Granite markers and small monuments for pets, with name, dates, a paw print or a portrait, for a garden, a yard or a pet cemetery.',
    lead: 'Markers and small monuments for the companions who shared our lives, made with the same care as every memorial we make.',
    about: [
      'A pet memorial gives a place to remember a loyal friend. It can be a flat granite marker for the garden, a small upright for a pet cemetery, or a stone for the place they loved to lie in the sun.',
      'We letter the name and dates and can add a paw print, a short line or an etched portrait made from your favorite photo. Granite stays readable outdoors for generations, even in Oklahoma and Texas weather.',
    ],
    steps: [
      {
        title: 'Tell us about your pet',
        text: 'Share their name, dates, a favorite photo and where the memorial will go.',
      },
      { title: 'Choose a style', text: 'Pick a shape and granite color; we suggest sizes that suit the spot.' },
      { title: 'Approve the proof', text: 'You see the lettering and artwork exactly as they will be cut.' },
      {
        title: 'Crafting and delivery',
        text: 'We make the memorial and deliver and set it, or you can collect it from our office.',
      },
    ],
    included: [
      'Help choosing a style and size for the spot',
      'Name, dates and a short line of text',
      'A paw print or simple artwork',
      'A proof for your approval before cutting',
      'Delivery and setting in our service area, or collection from our office',
    ],
    options: {
      heading: 'Materials and options',
      items: [
        { name: 'Flat garden marker', text: 'A granite marker that sits level with the ground or on a bed of gravel.' },
        {
          name: 'Small upright',
          text: 'A little upright stone on its own base, for a pet cemetery or a garden corner.',
        },
        { name: 'Etched portrait', text: 'Your pet’s likeness etched into dark granite from a photo.' },
        { name: 'Porcelain photo', text: 'A weather-proof color or black-and-white photo set into the stone.' },
      ],
    },
    turnaround: {
      summary: 'Usually 4-6 weeks, like our standard monuments',
      detail: 'An etched portrait or a special granite color can add time; we tell you the date when you order.',
    },
    faqs: [
      'incorporate-custom-artwork',
      'monument-materials-comparison',
      'maintenance-cleaning-monuments',
      'monument-production-timeline',
    ],
    related: ['porcelain-portraits', 'flat-markers', 'custom-monuments'],
  },
  'cleaning-restoration': {
    description:
      'Stone-safe cleaning and restoration of granite, marble and bronze monuments: stains, lichen and faded lettering, with before-and-after photos.',
    lead: 'Gentle, stone-safe cleaning and careful restoration for monuments that weather, time and the seasons have worn.',
    about: [
      'Over the years, monuments gather dirt, water stains, lichen and moss, and painted lettering fades. Scrubbing with household cleaners or a pressure washer can make it worse, scratching the polish and wearing away the lettering for good.',
      'We clean with water, soft brushes and cleaners made for stone that loosen biological growth without harming it, then refresh faded lettering and treat bronze. We always look first and tell you honestly what is worth doing.',
    ],
    steps: [
      {
        title: 'Tell us about the stone',
        text: 'Give us the cemetery and, if you can, a photo. Any monument is welcome, whoever made it.',
      },
      {
        title: 'Assessment and quote',
        text: 'We look at the stone, note its material and condition, and send you a quote with photos.',
      },
      {
        title: 'Cleaning',
        text: 'The stone is washed and treated with stone-safe methods, never acids, bleach or pressure washing.',
      },
      {
        title: 'Restoration',
        text: 'Faded lettering is re-painted, bronze is cleaned and waxed, and small issues are noted for repair.',
      },
      {
        title: 'Before and after',
        text: 'You receive photos of the finished work, with simple advice on keeping it clean.',
      },
    ],
    included: [
      'An assessment of the stone with photos',
      'Stone-safe cleaning of every face and the base',
      'Treatment of lichen, moss and biological staining',
      'Before-and-after photos',
      'Advice on caring for the stone between visits',
    ],
    options: {
      heading: 'Options',
      items: [
        { name: 'Granite cleaning', text: 'A full wash and biological treatment that brings back color and shine.' },
        { name: 'Marble care', text: 'Extra-gentle cleaning for softer, older stones, with no abrasives.' },
        { name: 'Lettering refresh', text: 'Re-painting faded letters so names can be read again.' },
        { name: 'Bronze care', text: 'Washing and waxing bronze markers and plaques to restore their tone.' },
        { name: 'Resetting', text: 'A leaning or sunken stone can be reset at the same visit; see Monument Repair.' },
      ],
    },
    turnaround: {
      // CONFIRM: how soon cleaning visits are usually scheduled.
      summary: 'Usually scheduled within a few weeks; the work takes a day on site',
      detail:
        'Biological treatments keep working for several weeks after the visit, so the stone often keeps brightening as the last stains wash away in the rain.',
    },
    faqs: ['maintenance-cleaning-monuments', 'monument-materials-comparison', 'cemetery-regulations'],
    related: ['monument-repair', 'final-date-engraving', 'porcelain-portraits'],
  },
  'final-date-engraving': {
    description:
      'Final dates, names and inscriptions engraved on existing monuments on site at the cemetery, matched to the original lettering.',
    lead: 'Adding a final date or a name to an existing monument, cut on site at the cemetery and matched to the original lettering.',
    about: [
      'Many couples set a companion monument with one date left open. When the time comes, the final date is engraved where the monument stands, so it never has to leave the cemetery.',
      'We also add names, epitaphs, service details and emblems to existing monuments, whoever made them. We match the typeface, size, depth and color of the original lettering as closely as the stone allows, and show you a proof before we cut.',
    ],
    steps: [
      {
        title: 'Call us',
        text: 'Tell us the cemetery and what needs to be added. We can look up monuments we made in our records.',
      },
      {
        title: 'Confirm in writing',
        text: 'We send you a proof of the new lettering, so every date and spelling is checked before cutting.',
      },
      { title: 'Cemetery permission', text: 'Where the cemetery asks for it, we request permission for you.' },
      {
        title: 'Engraving on site',
        text: 'Our crew cuts the lettering at the cemetery, paints it to match and cleans the stone.',
      },
      { title: 'A photo for you', text: 'We send you a photo of the finished lettering.' },
    ],
    included: [
      'A proof of the new lettering for your approval',
      'Matching the original style, size and depth',
      'Permission requests to the cemetery',
      'Engraving on site, with paint to match where the original is painted',
      'Cleaning the face of the monument afterwards',
    ],
    options: {
      heading: 'What we can add',
      items: [
        { name: 'Final date', text: 'The date of death on a companion or pre-planned monument.' },
        { name: 'Names and dates', text: 'An additional name, where there is room on the stone.' },
        { name: 'Epitaphs and lines', text: 'A verse, a saying or a line of service details.' },
        { name: 'Emblems', text: 'An emblem of faith, service or a favorite pastime.' },
        { name: 'Back-side inscriptions', text: 'Family names or a longer text on the back of the monument.' },
      ],
    },
    turnaround: {
      // CONFIRM: usual time from order to on-site engraving.
      summary: 'Most engraving is done within a few weeks of ordering',
      detail:
        'Engraving on site needs dry weather, and some cemeteries need to approve added lettering first. We keep you posted on the date.',
    },
    faqs: ['add-inscriptions-later', 'cemetery-verification-process', 'cemetery-regulations'],
    related: ['custom-monuments', 'cleaning-restoration', 'monument-repair'],
  },
  'flat-markers': {
    description:
      'Flat granite and bronze grave markers made to the rules of lawn-style cemeteries, with names, dates, epitaph and artwork; installation included.',
    lead: 'Flush granite and bronze markers that meet the rules of lawn-style cemeteries, with room for names, dates, a few words and artwork.',
    about: [
      'Many cemeteries are laid out as open lawns and allow only markers set level with the grass. A flat marker can still be personal and beautiful: in granite, it can carry lettering, an epitaph and etched or sandblasted artwork; in bronze, raised letters and emblems on a granite base.',
      'We make single and companion flat markers, and bevel markers where a cemetery allows a slight slope. Every one is made to the exact size the cemetery allows and set on a proper bed so it stays level.',
    ],
    steps: [
      { title: 'Check the rules', text: 'We look up your cemetery’s sizes and materials for your section.' },
      { title: 'Design and proof', text: 'You choose granite or bronze, lettering and artwork, and approve a proof.' },
      { title: 'Crafting', text: 'The granite marker is cut and lettered, or the bronze is cast and mounted.' },
      {
        title: 'Setting',
        text: 'Our crew sets the marker level with the ground, on a foundation where the cemetery requires one.',
      },
    ],
    included: [
      'A check of the cemetery’s size and material rules',
      'Design, proof and lettering of names and dates',
      'A short epitaph or emblem',
      'Foundation or setting bed as the cemetery requires',
      'Delivery and installation in our service area',
    ],
    options: {
      heading: 'Materials and options',
      items: [
        {
          name: 'Granite flat marker',
          text: 'Polished face in gray, black, red or blue granite, lettered and decorated.',
        },
        { name: 'Bronze on granite', text: 'A cast bronze plate with raised letters, mounted on a granite base.' },
        { name: 'Bevel marker', text: 'A few inches high with a gently sloped face, where the cemetery allows.' },
        { name: 'Companion marker', text: 'One wider marker for two names.' },
        { name: 'Vase', text: 'A flush vase that turns up for flowers, where allowed.' },
      ],
    },
    turnaround: {
      summary: 'Usually 4-6 weeks for granite markers',
      detail: 'Bronze is cast to order and can take longer; we give you a date when you order.',
    },
    faqs: [
      'cemetery-regulations',
      'monument-materials-comparison',
      'choosing-shape-size',
      'installation-services-included',
    ],
    related: ['custom-monuments', 'pet-memorials', 'civic-military'],
  },
  'monument-repair': {
    description:
      'Resetting, leveling and repairing monuments that have sunk, tilted, broken or been damaged, with new foundations where needed.',
    lead: 'Resetting, leveling and repairing stones that have shifted, sunk, tipped or been damaged, so they stand safely again.',
    about: [
      'Ground settles, old foundations crack, and storms, mowers and accidents take their toll. A leaning monument is not only sad to see: a heavy tablet can fall. Most can be put right.',
      'We lift and reset stones on new foundations, level them, re-pin tablets to their bases, repair breaks with stone adhesives and pins, and replace bases that can no longer be used. We repair monuments whoever made them.',
    ],
    steps: [
      { title: 'Tell us what you have noticed', text: 'Give us the cemetery and, if you can, a photo of the stone.' },
      { title: 'Inspection and quote', text: 'We inspect the monument, photograph it and send you a written quote.' },
      { title: 'Cemetery permission', text: 'We arrange permission and a time with the cemetery.' },
      {
        title: 'Repair',
        text: 'Our crew carefully lifts, repairs and resets the stone, on a new foundation if needed.',
      },
      { title: 'Photos for you', text: 'You receive photos of the finished repair.' },
    ],
    included: [
      'Inspection with photos and a written quote',
      'Permission and scheduling with the cemetery',
      'Careful removal and resetting of the stone',
      'Leveling, pinning and setting compound',
      'Cleaning the site afterwards',
    ],
    options: {
      heading: 'Repairs we do',
      items: [
        { name: 'Resetting and leveling', text: 'Straightening leaning or sunken monuments and markers.' },
        { name: 'New foundation', text: 'Replacing a cracked or missing foundation so the stone stays level.' },
        { name: 'Broken tablets', text: 'Joining broken pieces with stone adhesive and hidden pins.' },
        { name: 'Replacement bases', text: 'A new granite base when the old one is damaged beyond repair.' },
        { name: 'Old family monuments', text: 'Rebuilding multi-piece monuments that have come apart.' },
      ],
    },
    turnaround: {
      // CONFIRM: usual time from approved quote to repair.
      summary: 'Usually within a few weeks of your approval; safety issues first',
      detail:
        'A stone at risk of falling is made safe as soon as we can reach it. Repairs that need a new base or foundation take a little longer, and all work depends on the ground being dry.',
    },
    faqs: ['cemetery-installation-requirements', 'maintenance-cleaning-monuments', 'cemetery-regulations'],
    related: ['cleaning-restoration', 'final-date-engraving', 'custom-monuments'],
  },
  'porcelain-portraits': {
    description:
      'Weather-proof porcelain photo portraits set into new or existing monuments, made from your favorite picture, in color or black and white.',
    lead: 'A favorite photograph, fired onto porcelain and set into the stone, so visitors see the face they remember.',
    about: [
      'A porcelain portrait is a photograph fired onto porcelain at very high heat, which makes it resistant to sun, rain and frost. It keeps its colors for decades and can be set into a new monument or added to one that already stands.',
      'We help you choose the photo, gently retouch it if needed (a scratch, a crease, a busy background), and show you a proof before it is made. We then set it into the stone in a recess or on the surface, on site if the monument is already standing.',
    ],
    steps: [
      {
        title: 'Choose a photo',
        text: 'Bring the original print or send a digital jpg or png; we help you pick the best one.',
      },
      { title: 'Proof', text: 'We crop and gently retouch the photo and send you a proof to approve.' },
      { title: 'Firing', text: 'The portrait is fired onto porcelain in the shape and size you chose.' },
      { title: 'Setting', text: 'We set it into the monument, at our shop or on site at the cemetery.' },
    ],
    included: [
      'Help choosing and scanning the photograph',
      'Gentle retouching and a proof for your approval',
      'The fired porcelain portrait in your chosen shape and size',
      'Setting on a new monument, or on site on an existing one in our service area',
    ],
    options: {
      heading: 'Options',
      items: [
        { name: 'Shapes and sizes', text: 'Oval, round, rectangle or heart, from small to large.' },
        { name: 'Color or black and white', text: 'Full color, black and white, or sepia.' },
        {
          name: 'Recessed or surface',
          text: 'Set into a recess cut in the granite for a flush finish, or mounted on the surface.',
        },
        { name: 'Etched portrait', text: 'On dark granite, a portrait can also be etched straight into the stone.' },
      ],
    },
    turnaround: {
      // CONFIRM: time for a portrait added to a standing monument.
      summary: 'Within the 4-6 weeks of a standard monument; a few weeks when added to an existing one',
      detail: 'The time starts when you approve the portrait proof. Setting on site depends on the weather.',
    },
    faqs: ['incorporate-custom-artwork', 'custom-monument-design-options', 'maintenance-cleaning-monuments'],
    related: ['custom-monuments', 'pet-memorials', 'final-date-engraving'],
  },
};

/**
 * The gallery photos a service page shows: the category of that kind of work, and words that
 * pick its most fitting photos first (matched in titles and descriptions). The page links to
 * the whole category.
 */
export const serviceGallery: Record<ServiceSlug, { category: GalleryCategory; words: string[] }> = {
  'custom-monuments': { category: 'set_monuments', words: ['custom', 'companion', 'upright'] },
  'civic-military': { category: 'set_monuments', words: ['veteran', 'military', 'memorial', 'civic'] },
  'pet-memorials': { category: 'catalog_items', words: ['pet', 'heart', 'flat'] },
  'cleaning-restoration': { category: 'set_monuments', words: ['restor', 'clean', 'rustic'] },
  'final-date-engraving': { category: 'set_monuments', words: ['companion', 'engrav'] },
  'flat-markers': { category: 'set_monuments', words: ['flat', 'marker', 'bevel'] },
  'monument-repair': { category: 'set_monuments', words: ['repair', 'reset', 'restor'] },
  'porcelain-portraits': { category: 'artwork', words: ['portrait', 'porcelain', 'photo'] },
};
