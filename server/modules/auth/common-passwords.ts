import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (about 49,000, from @zxcvbn-ts/language-common, a maintained list
 * drawn from breach corpora; decision record 092). Server-only: the list never reaches a page.
 */
let common: Set<string> | null = null;

/** True when the password (ignoring case) is on the common list, or is one character repeated. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  const lower = password.toLowerCase();
  return common.has(lower) || /^(.)\1*$/.test(lower) || /^(0123456789|123456789012|abcdefghijkl)/.test(lower);
}
