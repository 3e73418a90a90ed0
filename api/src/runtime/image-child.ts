/**
 * The child process the embedded server draws its demo pictures and makes its image variants
 * in (image-process.ts, ADR 059): one job at a time, sent and answered over IPC. The server
 * ends it once idle.
 */
import { DEMO_CATALOGUE } from '@atelier/art';
import { makeVariants, type MadeVariants } from '@atelier/blobs';
import type { ImageJob, ImageJobAnswer } from './image-process.ts';

async function run(job: ImageJob): Promise<MadeVariants | Uint8Array> {
  if (job.kind === 'variants') return makeVariants(job.original);
  const image = DEMO_CATALOGUE.images[job.index];
  if (!image) throw new Error(`the demo catalogue has no picture ${job.index}`);
  return image.render();
}

process.on('message', (job: ImageJob) => {
  void run(job).then(
    (result) => process.send?.({ id: job.id, result } satisfies ImageJobAnswer),
    (error: unknown) => process.send?.({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies ImageJobAnswer),
  );
});
