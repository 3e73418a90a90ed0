/**
 * The child process that makes image variants for the embedded server (variant-process.ts,
 * ADR 059): one original at a time, sent and answered over IPC. The server ends it once idle.
 */
import { makeVariants } from '@atelier/blobs';
import type { VariantRequest, VariantResponse } from './variant-process.ts';

process.on('message', (message: VariantRequest) => {
  void makeVariants(message.original).then(
    (made) => process.send?.({ id: message.id, made } satisfies VariantResponse),
    (error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies VariantResponse),
  );
});
