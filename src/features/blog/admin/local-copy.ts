import type { BlogCategory } from '#server/modules/blog/blog.choices';

/** What the editor holds: every field staff can change. */
export interface EditorFields {
  title: string;
  slug: string;
  excerpt: string;
  category: BlogCategory;
  bodyHtml: string;
  coverImageId: number | null;
  /** The cover as shown in the editor (not sent: the server reads the id). */
  coverSrc: string | null;
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
}

/** A copy of unsaved changes in this browser: survives a reload, a closed tab, a lost connection. */
export interface LocalCopy {
  fields: EditorFields;
  /** The post's revision the changes were made on (null: a post not saved yet). */
  baseRevision: number | null;
  savedAt: string;
}

const PREFIX = 'blog-editor:';

export const localCopyKey = (id: number | null) => `${PREFIX}${id ?? 'new'}`;

export function readLocalCopy(key: string): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as LocalCopy;
    return value && typeof value === 'object' && value.fields && typeof value.fields.title === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeLocalCopy(key: string, copy: LocalCopy | null) {
  try {
    if (copy) window.localStorage.setItem(key, JSON.stringify(copy));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the server copy (autosave) still protects the work.
  }
}

export function sameFields(a: EditorFields, b: EditorFields): boolean {
  return (Object.keys(a) as Array<keyof EditorFields>).every((key) => a[key] === b[key]);
}
