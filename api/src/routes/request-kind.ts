import type { RequestType, ToastKey, UploadRule } from '@atelier/contracts';
import type { Decider, DomainEvent, GiveVerdict } from '@atelier/domain';
import type * as v from 'valibot';

/**
 * What differs between dress orders and custom concepts; everything else about
 * submitting them and giving a verdict on them is shared (routes/request-routes.ts).
 */
export interface RequestKind<Schema extends v.GenericSchema, Submit, Event extends DomainEvent, State> {
  type: RequestType;
  /** Route scope for idempotency keys and logs. */
  scope: string;
  schema: Schema;
  upload: UploadRule;
  /** The toasts (spec §8) a form posted without JavaScript is answered with, as a page. */
  toasts: { succeeded: ToastKey; failed: ToastKey };
  /** The id sequence the numeric request ids come from. */
  sequence: string;
  streamType: string;
  streamId(requestId: number): string;
  decider: Decider<Submit | GiveVerdict, Event, State>;
  submitCommand(input: v.InferOutput<Schema>, requestId: number, imageKeys: string[], submittedAt: string): Submit;
}
