import { onDemand } from '#src/lib/on-demand';
import { ensureQueryKit } from '#src/lib/query-kit-store';

/**
 * The contact form on a light page (the home page, decision 046). The server renders it, so the
 * form is in the page's HTML and a visitor can start typing at once; in the browser its code,
 * Mantine's inputs and React Query load after the page's own code, and the form hydrates in
 * place, keeping what was typed. Wrap it in `MantineScope`, whose suspense boundary keeps the
 * server's HTML while the code loads. entry-server.tsx registers the server's copy, the same
 * markup drawn without Mantine (contact-form-static.tsx, decision 047).
 */
export const ContactFormOnDemand = onDemand(() =>
  Promise.all([import('./contact-form'), ensureQueryKit()]).then(([m]) => m.ContactForm),
);
