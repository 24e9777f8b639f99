import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { errorMessage, fieldErrors } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';
import { firstErrorPerField, focusFirstInvalid } from '#src/lib/form-errors';
import { useFormDraft, type Draft } from '#src/lib/use-form-draft';

export type FieldErrors = Record<string, string | undefined>;

/** Every named field of the form as text (the inputs are the single source of truth). */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') out[key] = value;
  return out;
}

/** The field robots fill and people never see: not part of a draft. */
const HONEYPOT = 'website';

function initialValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '';
}

/**
 * Puts a saved draft back into the form's inputs. A field the person already changed (typing
 * before the page's code ran) keeps what they typed; a radio is clicked, as a person would, so
 * the component that owns it follows.
 */
export function fillForm(form: HTMLFormElement, values: Draft) {
  for (const [name, value] of Object.entries(values)) {
    if (name === HONEYPOT) continue;
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      const radio = [...field].find(
        (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.value === value,
      );
      if (radio && !radio.checked) radio.click();
    } else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      if (field.value === initialValue(field)) field.value = value;
    }
  }
}

interface Options<T> {
  /**
   * Loads the form's zod schema. The validation library is fetched when the person starts on the
   * form (first focus), not with the page, so it does not weigh on the first paint.
   */
  loadSchema: () => Promise<z.ZodType<T>>;
  /** The form element: its inputs hold the values, so text typed before the page finished loading is kept. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Receives the checked values (trimmed, defaults applied); the server checks them again. */
  submit: (data: T) => Promise<{ reference: string | null }>;
  /** Where this form's draft is kept in the tab's session storage (see useFormDraft). */
  draftKey: string;
  /** The values the form starts with (its choices' defaults), which alone are not a draft. */
  draftDefaults?: Draft;
  /** The server's answer to the form sent as a plain form (before its script): its messages. */
  initial?: { errors?: FieldErrors; sendError?: string | null };
}

/**
 * State of a lead form: errors beside each field (checked here first, then by the server), a
 * plain-words error when sending failed, and the confirmation once it worked. The inputs are
 * uncontrolled, so nothing a person typed is ever cleared by an error or by hydration; what they
 * type is also kept as a draft until the form is sent, so a reload or a closed dialog loses nothing.
 */
export function useLeadForm<T>({ loadSchema, formRef, submit, draftKey, draftDefaults, initial }: Options<T>) {
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [sendError, setSendError] = useState<string | null>(initial?.sendError ?? null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ reference: string | null; name: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const hydrated = useHydrated();
  const draft = useFormDraft(draftKey, { defaults: draftDefaults });

  // A server-rendered form gets its draft back once the page is hydrated (the first time one is seen).
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || !draft.stored || !formRef.current) return;
    filled.current = true;
    fillForm(formRef.current, draft.stored);
  }, [draft.stored, formRef]);

  // After a refused submit, move focus to the first field that needs attention.
  useEffect(() => {
    if (attempt === 0) return;
    focusFirstInvalid(formRef.current);
  }, [attempt, formRef]);

  /** Starts fetching the schema as soon as the person is in the form. */
  function onFocus() {
    void loadSchema().catch(() => {
      // Fetched again on submit; a failure then is shown as a sending error.
    });
  }

  /** Once a field has been flagged, its message follows the fix as the person types. */
  async function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    const values = readForm(event.currentTarget);
    if (name !== HONEYPOT) {
      const { [HONEYPOT]: _robots, ...typed } = values;
      draft.save(typed);
    }
    if (!name || !errors[name]) return;
    const parsed = (await loadSchema()).safeParse(values);
    setErrors((current) => ({
      ...current,
      [name]: parsed.success ? undefined : firstErrorPerField(parsed.error)[name],
    }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSendError(null);
    const values = readForm(event.currentTarget);
    let schema: z.ZodType<T>;
    try {
      schema = await loadSchema();
    } catch (error) {
      setSendError(
        errorMessage(error, 'This page could not finish loading. Please check your connection and try again.'),
      );
      return;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await submit(parsed.data);
      setSent({ reference: result.reference, name: values.name ?? '' });
      draft.clear();
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setAttempt((n) => n + 1);
      } else {
        setSendError(errorMessage(error, 'We could not send your message just now.'));
      }
    } finally {
      setPending(false);
    }
  }

  function reset() {
    setSent(null);
    setErrors({});
    setSendError(null);
  }

  return {
    errors,
    sendError,
    pending,
    sent,
    /** Spread on the <form>: both lead forms post the same way and keep their drafts the same way. */
    formProps: { method: 'post', noValidate: true, onSubmit, onChange, onFocus } as const,
    reset,
    hydrated,
    hasDraft: draft.stored !== null,
  };
}
