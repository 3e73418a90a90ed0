import type { DomainCommand } from '../kernel/command.ts';
import { aggregateStream, type Decider, type DomainEvent } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';

/**
 * An admin asks for a test mail to the designer's address (docs/product.md#mail): the
 * `mail-outbox` projection makes its entry from this event, like any other mail's. One
 * stream per request, named by its id, so a request sent twice makes one mail.
 */
export const TEST_MAIL_REQUESTED = 'TestMailRequested';

export interface TestMailRequestedData extends Record<string, unknown> {
  /** A UUID the caller makes: it names the stream. */
  requestId: string;
  at: string;
}

export type TestMailRequested = DomainEvent<typeof TEST_MAIL_REQUESTED, TestMailRequestedData>;
export type RequestTestMail = DomainCommand<'RequestTestMail', TestMailRequestedData>;

export interface TestMailState {
  requested: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const testMailDecider: Decider<RequestTestMail, TestMailRequested, TestMailState> = {
  initialState: { requested: false },
  evolve: () => ({ requested: true }),
  decide(command, state) {
    const { requestId, at } = command.data;
    if (!UUID.test(requestId)) throw new DomainError('A test mail is named by a lowercase UUID');
    if (state.requested) throw new DomainError(`Test mail ${requestId} was already requested`);
    return [{ type: TEST_MAIL_REQUESTED, data: { requestId, at } }];
  },
};

export const TEST_MAIL_STREAM_TYPE = 'mail-test';
export const testMailStreamId = (requestId: string): string => `${TEST_MAIL_STREAM_TYPE}-${requestId}`;

/** One test mail request's stream: its decider, id and type as one value. */
export const testMailStream = (requestId: string) => aggregateStream(testMailDecider, TEST_MAIL_STREAM_TYPE, testMailStreamId(requestId));
