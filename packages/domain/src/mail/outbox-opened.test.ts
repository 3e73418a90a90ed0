import { describe, it } from 'vitest';
import { DeciderSpecification } from '../kernel/testing.ts';
import { mailOutboxDecider } from './outbox-opened.ts';

const given = DeciderSpecification.for(mailOutboxDecider);
const open = (at: string) => ({ type: 'OpenMailOutbox', data: { at } }) as const;

describe('the mail outbox', () => {
  it('is opened once; opening it again records nothing', () => {
    given([]).when(open('2026-11-28T10:00:00.000Z')).then([{ type: 'MailOutboxOpened', data: { at: '2026-11-28T10:00:00.000Z' } }]);
    given([{ type: 'MailOutboxOpened', data: { at: '2026-11-28T10:00:00.000Z' } }]).when(open('2026-11-29T10:00:00.000Z')).thenNothingHappened();
  });
});
