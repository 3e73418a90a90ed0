import type { RequestType, UploadKind } from '@atelier/contracts';
import type { Decider, DomainEvent, ReviewRequest } from '@atelier/domain';
import type * as v from 'valibot';

/**
 * What differs between dress orders and custom concepts; everything else about
 * submitting and reviewing them is shared (routes/request-routes.ts).
 */
export interface RequestKind<Schema extends v.GenericSchema, Submit, Event extends DomainEvent, State> {
  type: RequestType & UploadKind;
  /** Route scope for idempotency keys and logs. */
  scope: string;
  fileField: string;
  schema: Schema;
  /** The id sequence the numeric request ids come from. */
  sequence: string;
  streamType: string;
  streamId(requestId: number): string;
  decider: Decider<Submit | ReviewRequest, Event, State>;
  submitCommand(input: v.InferOutput<Schema>, requestId: number, imageKeys: string[], submittedAt: string): Submit;
}
