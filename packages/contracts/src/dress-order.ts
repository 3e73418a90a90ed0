import * as v from 'valibot';
import { OCCASIONS } from './occasions.ts';
import { MAX_LENGTH, dateField, emailField, optionalLink, optionalText, phoneField, requiredPicklist, requiredText } from './fields.ts';

/** POST /api/dress-orders (multipart, image apart) and the order form. Parse with `{ lang }`. */
export const dressOrderSchema = v.object({
  fullName: requiredText('fullName', 2, MAX_LENGTH.name),
  email: emailField('email'),
  phone: phoneField(),
  address: optionalText(MAX_LENGTH.line),
  eventType: requiredPicklist(OCCASIONS, 'eventType'),
  eventDate: dateField('eventDate'),
  driveLink: optionalLink(),
  description: requiredText('description', 20, MAX_LENGTH.text),
});

export type DressOrderInput = v.InferInput<typeof dressOrderSchema>;
export type DressOrderOutput = v.InferOutput<typeof dressOrderSchema>;
