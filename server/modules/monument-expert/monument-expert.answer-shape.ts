import type { PassageHit } from './monument-expert.repository';

/**
 * What an answer of the monument expert is made of: the passages found for a question, the
 * sources it cites, the price lines shown beside it, and the answer itself.
 */

export interface RetrievedPassage {
  kind: PassageHit['kind'];
  key: string;
  title: string;
  url: string;
  body: string;
  score: number;
  matched: number;
}

export interface Retrieval {
  passages: RetrievedPassage[];
  /** Question words the site's content knows at all (the rest are words it has never used). */
  knownGroups: number;
  /** Meaningful words in the question. */
  groups: number;
  /** Each group's word (for picking the sentences that answer). */
  words: string[];
}

export interface Citation {
  title: string;
  url: string;
}

export type PriceLine =
  | { kind: 'estimate'; label: string; lowCents: number; highCents: number; note: string; link: string }
  | { kind: 'from'; label: string; fromCents: number; note: string; link: string }
  | { kind: 'package'; label: string; amountCents: number; note: string; link: string };

export interface ExpertAnswer {
  /**
   * answered: from the site's content; unknown: nothing on the site answers it; own_case: about
   * one family's grave, order or complaint, which only the office can look up.
   */
  status: 'answered' | 'unknown' | 'own_case';
  paragraphs: string[];
  /** Figures from the calculator's engine or the packages, never from written text. */
  prices: PriceLine[];
  citations: Citation[];
  /** The offices to call and where to book, when the expert cannot answer in full. */
  contact: {
    offices: Array<{ name: string; city: string; phone: string; phoneHref: string }>;
    bookingUrl: string;
  } | null;
  writtenBy: 'built-in' | 'model';
}
