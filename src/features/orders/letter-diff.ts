import { diffChars } from 'diff';
import { comparable } from '#server/modules/orders/orders.choices';

export interface DiffPiece {
  text: string;
  /** In the proof only (missing or different in what the family typed). */
  proofOnly: boolean;
  /** In what the family typed only. */
  typedOnly: boolean;
}

export interface LetterComparison {
  matches: boolean;
  /** The proof's line, in pieces; the pieces that differ are marked. */
  proof: DiffPiece[];
  /** What the family typed, in pieces; the pieces that differ are marked. */
  typed: DiffPiece[];
  /** Plain words for a screen reader: each difference, proof first. */
  summary: string;
}

const quote = (s: string) => (s.trim() ? `“${s}”` : 'nothing');

/**
 * Compares what the family typed with the proof's line letter by letter (the `diff` package's
 * character diff), after the same clean-up the server applies when they approve (decision
 * record 142): spaces collapsed, and letter case ignored when the stone is cut in capitals.
 */
export function compareLetters(proofText: string, typedText: string): LetterComparison {
  const { proof, typed } = comparable(proofText, typedText);
  if (proof === typed) {
    const piece = [{ text: proof, proofOnly: false, typedOnly: false }];
    return {
      matches: true,
      proof: piece,
      typed: [{ text: typed, proofOnly: false, typedOnly: false }],
      summary: 'Matches the proof.',
    };
  }
  const changes = diffChars(proof, typed);
  const proofPieces: DiffPiece[] = [];
  const typedPieces: DiffPiece[] = [];
  const differences: string[] = [];
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    if (!change.added && !change.removed) {
      proofPieces.push({ text: change.value, proofOnly: false, typedOnly: false });
      typedPieces.push({ text: change.value, proofOnly: false, typedOnly: false });
      continue;
    }
    if (change.removed) {
      proofPieces.push({ text: change.value, proofOnly: true, typedOnly: false });
      const next = changes[i + 1];
      if (next?.added) {
        typedPieces.push({ text: next.value, proofOnly: false, typedOnly: true });
        differences.push(`the proof has ${quote(change.value)} where you typed ${quote(next.value)}`);
        i++;
      } else {
        differences.push(`the proof has ${quote(change.value)} that you did not type`);
      }
      continue;
    }
    typedPieces.push({ text: change.value, proofOnly: false, typedOnly: true });
    differences.push(`you typed ${quote(change.value)} that the proof does not have`);
  }
  const summary = `Different from the proof: ${differences.slice(0, 4).join('; ')}${differences.length > 4 ? '; and more' : ''}.`;
  return { matches: false, proof: proofPieces, typed: typedPieces, summary };
}
