import type { Migration } from 'kysely/migration';
import * as foundation from './20261122T0100_foundation';
import * as galleryDetails from './20261122T0200_gallery_details';
import * as submissions from './20261122T0300_submissions';
import * as imagePipeline from './20261122T0400_image_pipeline';
import * as basketQuotes from './20261122T0500_basket_quotes';
import * as basketAddLine from './20261122T0600_basket_add_line';
import * as oneRateLimiter from './20261123T0040_one_rate_limiter';
import * as contentVersion from './20261123T0100_content_version';
import * as signInDevices from './20261123T0100_sign_in_devices';
import * as boundedNotFoundLog from './20261123T0120_bounded_not_found_log';
import * as settings from './20261124T0200_settings';
import * as calculator from './20261124T0100_calculator';
import * as bookings from './20261124T0300_bookings';
import * as blogPosts from './20261124T0400_blog_posts';
import * as blogRedirectTargets from './20261124T0410_blog_redirect_targets';
import * as valueEngineering from './20261124T0500_value_engineering';
import * as eventsWebhooks from './20261124T0600_events_webhooks';
import * as publicCalculator from './20261124T0700_public_calculator';
import * as email from './20261125T0100_email';
import * as orders from './20261126T0200_orders';
import * as epitaphDesigns from './20261126T0210_epitaph_designs';
import * as monumentExpert from './20261126T0230_monument_expert';
import * as emailQueue from './20261127T0140_email_queue';
import * as feedAndCalendarIds from './20261127T0180_feed_and_calendar_ids';
import * as passwordResets from './20261127T0120_password_resets';
import * as wordpressImport from './20261127T0170_wordpress_import';
import * as designNamesAndExpertWords from './20261127T0220_design_names_and_expert_words';
import * as savedDesigns from './20261202T0100_saved_designs';
import * as designPlaygroundRedirect from './20261202T0200_design_playground_redirect';
import * as cemeteries from './20261202T0400_cemeteries';
import * as cemeteryOnRecords from './20261202T1400_cemetery_on_records';
import * as orderCemeteryApproval from './20261202T1530_order_cemetery_approval';

/**
 * Every migration, keyed by its timestamped name so the order is the name order.
 * Listed statically so the production bundle carries them; add a line per new file.
 */
export const migrations: Record<string, Migration> = {
  '20261122T0100_foundation': foundation,
  '20261122T0200_gallery_details': galleryDetails,
  '20261122T0300_submissions': submissions,
  '20261122T0400_image_pipeline': imagePipeline,
  '20261122T0500_basket_quotes': basketQuotes,
  '20261122T0600_basket_add_line': basketAddLine,
  '20261123T0040_one_rate_limiter': oneRateLimiter,
  '20261123T0100_content_version': contentVersion,
  '20261123T0100_sign_in_devices': signInDevices,
  '20261123T0120_bounded_not_found_log': boundedNotFoundLog,
  '20261124T0200_settings': settings,
  '20261124T0100_calculator': calculator,
  '20261124T0300_bookings': bookings,
  '20261124T0400_blog_posts': blogPosts,
  '20261124T0410_blog_redirect_targets': blogRedirectTargets,
  '20261124T0500_value_engineering': valueEngineering,
  '20261124T0600_events_webhooks': eventsWebhooks,
  '20261124T0700_public_calculator': publicCalculator,
  '20261125T0100_email': email,
  '20261126T0200_orders': orders,
  '20261126T0210_epitaph_designs': epitaphDesigns,
  '20261126T0230_monument_expert': monumentExpert,
  '20261127T0120_password_resets': passwordResets,
  '20261127T0140_email_queue': emailQueue,
  '20261127T0170_wordpress_import': wordpressImport,
  '20261127T0180_feed_and_calendar_ids': feedAndCalendarIds,
  '20261127T0220_design_names_and_expert_words': designNamesAndExpertWords,
  '20261202T0100_saved_designs': savedDesigns,
  '20261202T0200_design_playground_redirect': designPlaygroundRedirect,
  '20261202T0400_cemeteries': cemeteries,
  '20261202T1400_cemetery_on_records': cemeteryOnRecords,
  '20261202T1530_order_cemetery_approval': orderCemeteryApproval,
};
