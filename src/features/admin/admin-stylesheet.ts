import adminStylesheetUrl from '#src/styles/admin.css?url';

/** The <link> every admin route puts in its <head>: the styles of staff-only components. */
export const adminStylesheet = { rel: 'stylesheet', href: adminStylesheetUrl };
