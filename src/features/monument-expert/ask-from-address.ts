import { QUESTION_MESSAGE, questionProblem } from '#server/modules/monument-expert/monument-expert.choices';
import type { PublicApi } from '#src/lib/public-api';
import { trpcErrorCode } from '#src/lib/trpc';
import type { ExpertAnswer } from './use-conversation';

/** The question in the page's address, as the server answered it into the page (decision 229). */
export interface AskedFromAddress {
  /** When it was answered: the turn's id once the page's script keeps it in the conversation. */
  id: number;
  question: string;
  answer: ExpertAnswer | null;
  /** Why no answer came (too many questions, a fault), in plain words. */
  error: string | null;
  /** What is wrong with the question itself, shown beside the box with the question kept in it. */
  problem: string | null;
}

export const NO_ANSWER_MESSAGE = 'We could not get an answer just now. Please try again, or call us.';

/**
 * The plain form's question, answered on the server while the page renders (the loader calls
 * the procedure in-process, which also tells the page cache whether the page may be kept): a
 * question too short or too long is refused in the box's words,
 * a refusal (too many questions) in the procedure's own, and a fault in plain words (it is
 * logged with the request's id). Never throws, so the page is never a server error.
 */
export async function askFromAddress(api: PublicApi, question: string): Promise<AskedFromAddress> {
  const id = Date.now();
  try {
    return { id, question, answer: await api.monumentExpert.ask({ question }), error: null, problem: null };
  } catch (error) {
    const code = trpcErrorCode(error);
    // The procedure's check of the question is the box's own (questionProblem says it in words).
    if (code === 'BAD_REQUEST')
      return { id, question, answer: null, error: null, problem: questionProblem(question) ?? QUESTION_MESSAGE };
    const refused = code === 'TOO_MANY_REQUESTS' && error instanceof Error;
    return { id, question, answer: null, error: refused ? error.message : NO_ANSWER_MESSAGE, problem: null };
  }
}
