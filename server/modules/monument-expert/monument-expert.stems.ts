import stem from 'wink-porter2-stemmer';

/**
 * The search words (lexemes) of a text, made by the application rather than the database, so
 * the embedded database and a PostgreSQL server index and search the same words (decision
 * 201, amended). PostgreSQL's English configuration stems with the Snowball version of its
 * release: on the site's own content, PostgreSQL 15 makes "added" into "ad" and PostgreSQL 18
 * into "add", so the same question ranked its passages differently on the two. Here: the
 * Porter2 (Snowball English) stemmer of `wink-porter2-stemmer`, and PostgreSQL's English stop
 * words; the database only stores and ranks the words (the `simple` configuration).
 */

/** PostgreSQL's English stop words (its `tsearch_data/english.stop`, Snowball's English list). */
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself
  it its itself they them their theirs themselves what which who whom this that these those am is are was were be
  been being have has had having do does did doing a an the and but if or because as until while of at by for with
  about against between into through during before after above below to from up down in out on off over under again
  further then once here there when where why how all any both each few more most other some such no nor not only
  own same so than too very s t can will just don should now`.split(/\s+/),
);

const TOKEN = /[a-z0-9]+/g;

/** The lexemes of a text, in order (repeats kept: they count in the ranking as PostgreSQL counts them). */
export function lexemesOfText(text: string): string[] {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const out: string[] = [];
  for (const [token] of plain.matchAll(TOKEN)) {
    if (STOP_WORDS.has(token)) continue;
    out.push(/^[a-z]+$/.test(token) ? stem(token) : token);
  }
  return out;
}

/** A text's distinct lexemes (what a question word or its alternatives search for). */
export function distinctLexemes(text: string): string[] {
  return [...new Set(lexemesOfText(text))].sort();
}
