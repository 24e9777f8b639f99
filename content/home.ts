/**
 * The home page's written copy that is not a business fact (those are in business.ts): the
 * story video, the process steps and the reasons families choose the company.
 */

/** The company's story video, played from the privacy-mode player only after a click. */
export const storyVideo = {
  /** REPLACE with the real video's id; this one is fictional, so the player shows "unavailable". */
  youtubeId: 'cMc1936StOy', // REPLACE
  title: 'Our story: a family memorial business since 1936',
  duration: '3:12', // REPLACE with the real length
  poster: { src: '/images/site/story-video-poster.svg', width: 1280, height: 720, alt: '' },
  summary:
    'From our first workshop in Ada in 1936 to two offices today, our family has helped families across Oklahoma and Texas choose, design and set memorials that last for generations.',
};

/** The privacy-mode embed address for a video id (no cookies until the visitor plays it). */
export function privacyEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

export const processSteps = [
  {
    title: 'Design',
    text: 'We sit down with you, in person or by phone, to choose the shape, granite, lettering and artwork. You approve a full-size proof before anything is cut.',
  },
  {
    title: 'Manufacture',
    text: 'Your monument is cut, polished and engraved by our own craftsmen. Standard memorials take 4-6 weeks; custom work can take up to 6 months.',
  },
  {
    title: 'Installation',
    text: 'We check the cemetery’s rules, pour the foundation and set the monument. Delivery and installation are included on every cemetery headstone.',
  },
] as const;

export const planAhead = {
  title: 'Plan Ahead',
  text: 'Choosing a memorial ahead of time spares your family hard decisions later. Lock in today’s price with a 50% deposit, with layaway available; we add the final date when the time comes.',
};

export const whyUs = [
  'Family-owned and family-run since 1936',
  'Package pricing with a guarantee: your final price comes in below the package price',
  'Value engineering that typically saves families 15-25%',
  'Free delivery and installation on all cemetery headstones',
  'Layaway and price matching',
  'Every name and date checked with you on a proof before cutting',
] as const;
