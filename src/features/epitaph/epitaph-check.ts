import type { Draft } from '#src/lib/use-form-draft';
import { answersSchema } from '#server/modules/epitaph/epitaph.schema';
import { firstErrorPerField } from '#src/lib/form-errors';
import type { EditLine } from './keep-it';
import { answersOf, kindOf, stoneOf, type Options } from './epitaph-answers';

/**
 * The checks that need the answers' schema (zod): kept out of the page's first download (decision
 * 237). The builder loads them when the family first reaches the form or asks for ideas; the
 * editor's chunk and the server import them.
 */

/**
 * What is wrong with the answers, by field, in words to show beside it (none: ready to ask for
 * ideas). The same check with the script and, for the plain form, on the server.
 */
export function answerErrors(options: Options, values: Draft): Record<string, string | undefined> {
  const parsed = answersSchema.safeParse(answersOf(values));
  const errors = parsed.success ? {} : firstErrorPerField(parsed.error);
  const stone = stoneOf(values);
  const kind = kindOf(options, values);
  if (!stone.template) {
    if (!(stone.acrossIn >= kind.across.min && stone.acrossIn <= kind.across.max))
      errors.acrossIn = `Please choose a width from ${kind.across.min} to ${kind.across.max} inches.`;
    if (!(stone.faceHeightIn >= kind.faceHeight.min && stone.faceHeightIn <= kind.faceHeight.max))
      errors.faceHeightIn = `Please choose a ${kind.lying ? 'depth' : 'height'} from ${kind.faceHeight.min} to ${kind.faceHeight.max} inches.`;
  }
  return errors;
}

/**
 * What the editor asks the server to measure: the same object with and without the script, so
 * the measure the server made for the page is the one the editor finds (its JSON is the key).
 */
export function fitInput(values: Draft, lines: EditLine[]) {
  const answers = answersOf(values);
  return {
    stone: stoneOf(values),
    lines: lines.filter((l) => l.text.trim()),
    answers: answersSchema.safeParse(answers).success ? answers : null,
  };
}
