/**
 * Each table belongs to one domain (a folder of server/modules); only that domain's files query it
 * by name. Others ask the owner's service (the dashboard, the basket's catalog view and the image
 * migration do). eslint.config.js builds the table walls from this list, and
 * table-owners.test.ts checks that every table of db/types.ts is in it exactly once, so a new
 * table cannot be left without a wall.
 */
export const TABLE_OWNERS = {
  auth: ['users', 'sessions', 'user_roles', 'password_reset_tokens', 'server_secrets'],
  basket: ['basket_items', 'basket_sessions', 'basket_submissions'],
  gallery: ['gallery_images'],
  leads: ['submissions'],
  redirects: ['redirects', 'not_found_log'],
  'site-images': ['site_images'],
  settings: ['settings', 'setting_secrets', 'settings_history'],
  calculator: ['calculator_draft', 'calculator_draft_changes', 'calculator_versions'],
  bookings: ['bookings', 'booking_settings', 'booking_closed_dates'],
  blog: ['blog_posts', 'blog_images'],
  'value-engineering': ['ve_packages', 've_commitments', 've_commitment_events', 've_content'],
  events: ['events'],
  webhooks: ['webhook_endpoints', 'webhook_deliveries', 'webhook_attempts'],
  email: ['email_messages'],
  access: ['access_grants'],
  'public-calculator': ['calculator_estimates'],
  epitaph: ['epitaph_designs'],
  design: ['saved_designs'],
  cemeteries: ['cemeteries', 'cemetery_sections', 'cemetery_history'],
  orders: ['orders', 'order_stages', 'order_history', 'order_proof_files', 'order_proofs'],
  'monument-expert': ['expert_passages', 'expert_index_state'],
  'content-migration': ['imported_image_sources'],
  // Kernels below the domains own their tables the same way.
  'rate-limit': ['rate_limit_counters'],
  'page-cache': ['content_version'],
};
