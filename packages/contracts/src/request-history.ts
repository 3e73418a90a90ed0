import * as v from 'valibot';

/** One step of a request's timeline: who did what, and when (docs/product.md#request-status). */
export const requestHistoryEntrySchema = v.object({
  position: v.number(),
  type: v.string(),
  /** A username, or a fixed label such as 'visitor' for public submissions. */
  actor: v.string(),
  at: v.pipe(v.string(), v.isoTimestamp()),
  data: v.optional(v.record(v.string(), v.unknown())),
});

export type RequestHistoryEntry = v.InferOutput<typeof requestHistoryEntrySchema>;
