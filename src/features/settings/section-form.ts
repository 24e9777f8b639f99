import { useState } from 'react';
import type { z } from 'zod';

/** Reads a value at "a.0.b". */
export function getPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);
}

/** A copy of `value` with "a.0.b" set. */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key!] = rest.length ? setPath(copy[key!], rest.join('.'), next) : next;
  return copy as T;
}

/**
 * One settings section's draft: what is typed is kept (even when invalid), checked with the
 * section's own schema (the server checks the same one), and each message shown beside its field.
 */
export function useSectionForm<T>(initial: T) {
  const [draft, setDraft] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    draft,
    reset: (value: T) => {
      setDraft(value);
      setErrors({});
    },
    get: (path: string) => getPath(draft, path),
    set: (path: string, next: unknown) => setDraft((current) => setPath(current, path, next)),
    error: (path: string) => errors[path],
    /** Parses the draft; on failure keeps the messages by field path and answers null. */
    check<S extends z.ZodType>(schema: S, value: unknown = draft): z.infer<S> | null {
      const parsed = schema.safeParse(value);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return null;
    },
    setErrors,
  };
}
