import type { MailSettingsAnswer } from '@atelier/contracts';
import { createQuery } from '../../query.ts';

/** GET /api/mail/settings: where the designer's notices go, and which are on. */
export const mailSettingsQuery = createQuery<MailSettingsAnswer>('/api/mail/settings');
