/**
 * The word filter every proposed epitaph passes before a family sees it (decision record 131):
 * nothing crude, hateful or violent, no prices, addresses, links or figures, and nothing that is
 * not an epitaph (a model's chatter, an instruction, a quotation with a source we cannot check).
 * Spelling tricks (f*ck, sh1t) are folded first. A refusal names its reason for the log only.
 */

const BLOCKED = [
  // crude
  'fuck',
  'fucking',
  'fucker',
  'shit',
  'shitty',
  'bullshit',
  'ass',
  'asshole',
  'bitch',
  'bastard',
  'damn',
  'damned',
  'crap',
  'piss',
  'pissed',
  'dick',
  'cock',
  'pussy',
  'tits',
  'boobs',
  'sexy',
  'sex',
  'porn',
  'whore',
  'slut',
  'hell',
  // hateful
  'nigger',
  'nigga',
  'faggot',
  'fag',
  'retard',
  'retarded',
  'spic',
  'kike',
  'chink',
  'wetback',
  'tranny',
  // violent or cruel on a grave
  'kill',
  'killed',
  'killer',
  'murder',
  'murdered',
  'suicide',
  'rape',
  'hate',
  'hated',
  'stupid',
  'idiot',
  'loser',
  'ugly',
  'drunk',
  'deserved',
  // not an epitaph
  'epitaph',
  'inscription',
  'here are',
  'as an ai',
  'language model',
  'price',
  'cost',
  'dollars',
  'discount',
  'order now',
  'click',
  'subscribe',
];

const FOLD: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '*': 'u',
};

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[013457@$*]/g, (c) => FOLD[c] ?? c);
}

const blockedPattern = new RegExp(`(^|[^a-z])(${BLOCKED.map((w) => w.replace(/ /g, '\\s+')).join('|')})(?=$|[^a-z])`);

export type FilterVerdict = { ok: true } | { ok: false; reason: string };

/** Whether a proposed epitaph may be shown. */
export function checkWords(text: string): FilterVerdict {
  if (!text.trim()) return { ok: false, reason: 'empty' };
  if (/https?:|www\.|\.com\b|@[a-z]/i.test(text)) return { ok: false, reason: 'link or address' };
  if (/[$€£%#<>{}[\]\\|`~^_=+]/.test(text)) return { ok: false, reason: 'symbols' };
  // Figures: a year or a day of the month belongs on the dates line, not in the words.
  if (/\d/.test(text)) return { ok: false, reason: 'figures' };
  if (/\b[A-Z][a-z]+ \d|\(KJV\)|\bKJV\b|—\s*[A-Z]/.test(text)) return { ok: false, reason: 'quotation with a source' };
  // The stripped-out letters of a word that hides in symbols: "f u c k" or "f.u.c.k".
  const squeezed = fold(text).replace(/(\b\w)[\s.-]+(?=\w\b)/g, '$1');
  const folded = fold(text);
  for (const candidate of [folded, squeezed]) {
    const match = blockedPattern.exec(candidate);
    if (match) return { ok: false, reason: `word "${match[2]}"` };
  }
  return { ok: true };
}
