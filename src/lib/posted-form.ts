/**
 * A plain form posted to its page and refused (decision 229): what was typed, each field's
 * message, and a message for the whole form. The server renders the page with it
 * (server/plugins/ssr-form-posts.ts); the page's loader hands it on to the browser.
 */
export interface PostedForm {
  fields: Record<string, string>;
  errors: Record<string, string>;
  problem: string | null;
}
