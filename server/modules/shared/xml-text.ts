/**
 * Characters XML 1.0 forbids (section 2.2 "Characters"): the C0 controls other than tab, line
 * feed and carriage return, the noncharacters U+FFFE and U+FFFF, and lone UTF-16 surrogates.
 * One of them in a post breaks the feed for every reader (a strict parser stops at it), and a
 * paste from a word processor brings some (U+000B for a line break, U+0008 for a backspace).
 *
 * Every text that can reach a feed, a page or the database from the blog goes through
 * `withoutXmlForbiddenCharacters`: the editor's save, the content archive's import and the
 * WordPress import (decision record 182).
 */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/** The text without the characters XML 1.0 forbids (everything else exactly as given). */
export function withoutXmlForbiddenCharacters(value: string): string {
  return value.replace(XML_FORBIDDEN, '');
}

/** The same for a value that may be null (optional fields). */
export function withoutXmlForbiddenCharactersOrNull(value: string | null): string | null {
  return value === null ? null : withoutXmlForbiddenCharacters(value);
}

/** Whether the text holds a character XML 1.0 forbids. */
export function hasXmlForbiddenCharacters(value: string): boolean {
  XML_FORBIDDEN.lastIndex = 0;
  const found = XML_FORBIDDEN.test(value);
  XML_FORBIDDEN.lastIndex = 0;
  return found;
}
