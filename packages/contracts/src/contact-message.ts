import * as v from 'valibot';
import { MAX_LENGTH, emailField, optionalText, requiredText } from './fields.ts';

/** The home page contact form (spec §5); product decisions store these messages for an admin inbox. */
export const contactMessageSchema = v.object({
  name: requiredText('nameRequired', 1, MAX_LENGTH.name),
  email: emailField('contactEmail'),
  subject: optionalText(MAX_LENGTH.line),
  message: requiredText('contactMessage', 10, MAX_LENGTH.text),
});

export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>;
export type ContactMessageOutput = v.InferOutput<typeof contactMessageSchema>;
