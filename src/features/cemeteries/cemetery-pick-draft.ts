import { useEffect, useRef, type RefObject } from 'react';
import { readForm } from '#src/kernels/forms/use-lead-form';
import { useFormDraft, type Draft } from '#src/lib/use-form-draft';
import { pickWords, usePickFromSlug, type CemeteryPick } from './cemetery-picker';

/** The picker's fields as a form's draft keeps them: the words, and which of ours once chosen. */
export function pickDraftFields(pick: CemeteryPick, name: string): Draft {
  const listed = pick && 'slug' in pick ? pick : null;
  return {
    [name]: pickWords(pick),
    [`${name}Slug`]: listed?.slug ?? '',
    [`${name}Section`]: listed?.section ?? '',
  };
}

/**
 * The cemetery picked in one of the forms (decision 283), kept as the rest of the form is: in its
 * draft (the tab's session storage), and in the server's answer to the plain form (`sent`). One
 * of ours comes back by its slug and section, its rules asked again; a cemetery we do not list by
 * the name as typed. The draft is saved when the pick changes, with what the form holds then.
 */
export function useCemeteryPickDraft({
  name,
  draftKey,
  defaults,
  formRef,
  sent,
}: {
  /** The picker's field name (`cemetery`): the words, `${name}Slug` and `${name}Section`. */
  name: string;
  draftKey: string;
  defaults?: Draft;
  formRef: RefObject<HTMLFormElement | null>;
  /** What the server's answer to the plain form sent back, when it answered one. */
  sent?: Readonly<Record<string, string>> | null;
}): [CemeteryPick, (pick: CemeteryPick) => void] {
  const draft = useFormDraft(draftKey, { defaults });
  const saved = sent && Object.keys(sent).length > 0 ? sent : draft.stored;
  const slug = saved?.[`${name}Slug`] || undefined;
  const words = saved?.[name]?.trim() || '';
  const [pick, setPick] = usePickFromSlug(
    slug,
    saved?.[`${name}Section`] || undefined,
    slug ? undefined : words ? { notListed: words } : null,
  );
  // A draft read once the page has hydrated (null in the server's HTML): its words come back too.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || slug || !words) return;
    restored.current = true;
    if (pick === null) setPick({ notListed: words });
  }, [slug, words, pick, setPick]);
  const change = (next: CemeteryPick) => {
    restored.current = true;
    setPick(next);
    const { website: _robots, ...typed } = formRef.current ? readForm(formRef.current) : {};
    draft.save({ ...typed, ...pickDraftFields(next, name) });
  };
  return [pick, change];
}
