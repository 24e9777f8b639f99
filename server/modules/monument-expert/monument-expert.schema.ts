import { z } from 'zod';
import { contactNameSchema, isPlausiblePhone, PHONE_MESSAGE } from '../shared/contact-fields.schema';
import { optionalText, text } from '../shared/text.schema';
import { grantTokenSchema } from '../shared/grant-token.schema';
import {
  bestTimeChoices,
  MAX_CALLBACK_QUESTIONS,
  MAX_QUESTION,
  QUESTION_MESSAGE,
  SHORTEN_MESSAGE,
} from './monument-expert.choices';

/** One question to the monument expert (the page also sends the calculator grant it holds, if any). */
export const askSchema = z.object({
  question: text(MAX_QUESTION, SHORTEN_MESSAGE).min(2, {
    error: QUESTION_MESSAGE,
  }),
  grantToken: grantTokenSchema,
});
export type AskInput = z.input<typeof askSchema>;

/** A call-back request from the expert's page: a phone number is what it is for. */
export const callbackSchema = z.object({
  name: contactNameSchema,
  phone: text(40, PHONE_MESSAGE).refine(isPlausiblePhone, { error: PHONE_MESSAGE }),
  bestTime: z
    .enum(bestTimeChoices.map((c) => c.value) as [string, ...string[]], { error: 'Please choose a time' })
    .default('any'),
  note: optionalText(1000, 'Please shorten your note to 1,000 characters'),
  /** The questions the family asked, sent only because they asked for the call (shown to staff). */
  questions: z.array(text(MAX_QUESTION)).max(MAX_CALLBACK_QUESTIONS).default([]),
  /** The hidden field people never see; anything in it means a robot filled the form. */
  website: text(2000).optional(),
});
export type CallbackInput = z.input<typeof callbackSchema>;

/** The call-back form's own fields (the page adds the questions when the family agrees). */
export const callbackFormSchema = callbackSchema.omit({ questions: true });
