import editorStylesheetUrl from '#src/styles/blog-editor.css?url';

/** The rich-text editor's styles, linked only by the editor's routes (visitors never get them). */
export const adminEditorStylesheet = { rel: 'stylesheet', href: editorStylesheetUrl };
