import * as v from 'valibot';
import { PREFERRED_CONTACTS } from './preferred-contact.ts';
import { MAX_LENGTH, emailField, optionalLink, optionalPicklist, optionalText, phoneField, requiredText } from './fields.ts';

/** POST /api/custom-concepts (multipart, images apart) and the concept form. Parse with `{ lang }`. */
export const customConceptSchema = v.object({
  fullName: requiredText('fullName', 2, MAX_LENGTH.name),
  email: emailField('email'),
  phone: phoneField(),
  preferredContact: optionalPicklist(PREFERRED_CONTACTS, 'preferredContact', 'email'),
  driveLink: optionalLink(),
  conceptDescription: requiredText('description', 20, MAX_LENGTH.text),
  inspirations: optionalText(MAX_LENGTH.text),
  additionalComments: optionalText(MAX_LENGTH.text),
});

export type CustomConceptInput = v.InferInput<typeof customConceptSchema>;
export type CustomConceptOutput = v.InferOutput<typeof customConceptSchema>;
