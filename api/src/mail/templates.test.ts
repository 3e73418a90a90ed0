import { MAIL_TEMPLATE_NAMES } from '@atelier/contracts';
import { MAIL_TEMPLATES } from '@atelier/mail';
import { MAIL_TEMPLATES as OUTBOX_TEMPLATES } from '@atelier/projections';
import { describe, expect, it } from 'vitest';

describe('the mails the log and the previews name', () => {
  it('are the templates @atelier/mail renders and the outbox makes, in the same order', () => {
    expect([...MAIL_TEMPLATE_NAMES]).toEqual([...MAIL_TEMPLATES]);
    expect([...MAIL_TEMPLATE_NAMES]).toEqual([...OUTBOX_TEMPLATES]);
  });
});
