import { services } from '#content/services';
import type { SiteImageCategory } from '#server/modules/site-images/site-images.admin-schema';

/** How staff see each kind of site image, and where on the site it appears. */
export const siteImageUsage: Record<SiteImageCategory, { name: string; appears: string }> = {
  hero: {
    name: 'Home page hero',
    appears:
      'The large photo behind the headline at the top of the home page. The site shows the first active image in this list, so put the one you want on top.',
  },
  service: {
    name: 'Service cards',
    appears: `The pictures on the service cards on the home page and the Services page. Each card uses the first active image whose name contains its service: ${services.map((s) => `"${s.imageKeyword}"`).join(', ')}, or "services" for the page itself.`,
  },
  about: {
    name: 'About section',
    appears:
      'The picture in the About and "why families choose us" section of the home page. The first active image is used.',
  },
  process: {
    name: 'Process steps',
    appears:
      'The Design, Manufacture and Installation steps on the home page, in this order. The section appears once three images are active; a fourth active image adds the plan-ahead block.',
  },
};
