/**
 * What a page's plain form posted without script comes back with when it is refused (decision
 * 240): everything sent, as typed, a message beside each field that needs one, and a message for
 * the whole form. The server renders the page with it for that one request
 * (server/plugins/ssr-plain-forms.ts); the page's loader reads it from the router's context
 * (`formAnswer`), so the browser hydrates the same page.
 */
export interface FormAnswer {
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string | null;
}
