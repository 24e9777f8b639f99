import editorStylesheetUrl from '#src/styles/rich-text-editor.css?url';

/** The rich-text editor's styles, linked only by the routes that edit rich text (visitors never get them). */
export const richTextEditorStylesheet = { rel: 'stylesheet', href: editorStylesheetUrl };
