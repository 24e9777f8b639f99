import type { ArchiveSection } from '../shared/content-archive';
import { settingsArchive } from '../settings/settings.service';
import { pageCopyArchive, packagesArchive } from '../value-engineering/value-engineering.service';
import { redirectsArchive } from '../redirects/redirects.service';
import { galleryArchive } from '../gallery/gallery.service';
import { siteImagesArchive } from '../site-images/site-images.admin-service';
import { blogImagesArchive, blogPostsArchive } from '../blog/blog.service';
import { calculatorArchive } from '../calculator/calculator.service';
import { bookingSettingsArchive, closedDatesArchive } from '../bookings/bookings.service';
import { submissionsArchive } from '../leads/leads.service';
import { cemeteriesArchive } from '../cemeteries/cemeteries.service';

/**
 * Every section of the content archive, in import order (blog pictures before the posts that
 * show them). A new domain whose content staff make joins here (docs/adding-a-domain.md).
 */
export const archiveSections: readonly ArchiveSection[] = [
  settingsArchive,
  pageCopyArchive,
  redirectsArchive,
  galleryArchive,
  siteImagesArchive,
  blogImagesArchive,
  blogPostsArchive,
  packagesArchive,
  calculatorArchive,
  bookingSettingsArchive,
  closedDatesArchive,
  cemeteriesArchive,
  submissionsArchive,
];
