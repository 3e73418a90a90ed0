import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';
import type { ImageVariantsCommand, RecordImageVariants } from './commands.ts';
import { IMAGE_VARIANTS_MADE, type ImageVariantsEvent, type ImageVariantsMade } from './events.ts';

export interface ImageVariantsState {
  made: boolean;
}

/** A second record for the same original: a job redone after a crash, or two workers at once. */
export class VariantsAlreadyMade extends DomainError {
  override name = 'VariantsAlreadyMade';
  constructor(readonly blobKey: string) {
    super(`The variants of ${blobKey} are already recorded`);
  }
}

export function evolveImageVariants(state: ImageVariantsState, event: ImageVariantsEvent): ImageVariantsState {
  switch (event.type) {
    case IMAGE_VARIANTS_MADE:
      return { made: true };
    default:
      return assertNever(event.type);
  }
}

function record(command: RecordImageVariants, state: ImageVariantsState): [ImageVariantsMade] {
  const c = command.data;
  if (state.made) throw new VariantsAlreadyMade(c.blobKey);
  const positive = (n: number) => Number.isInteger(n) && n > 0;
  if (!positive(c.width) || !positive(c.height)) throw new DomainError(`Invalid original size ${c.width}x${c.height}`);
  for (const variant of c.variants) {
    if (!positive(variant.width) || variant.width >= c.width) throw new DomainError(`Invalid variant width ${variant.width} for an original ${c.width} px wide`);
  }
  // Copied field by field: nothing the caller added by accident enters the permanent history.
  const variants = c.variants.map(({ width, format, key }) => ({ width, format, key }));
  return [{ type: IMAGE_VARIANTS_MADE, data: { blobKey: c.blobKey, width: c.width, height: c.height, variants } }];
}

export function decideImageVariants(command: ImageVariantsCommand, state: ImageVariantsState): ImageVariantsEvent[] {
  switch (command.type) {
    case 'RecordImageVariants':
      return record(command, state);
    default:
      return assertNever(command.type);
  }
}

export const imageVariantsDecider: Decider<ImageVariantsCommand, ImageVariantsEvent, ImageVariantsState> = {
  initialState: { made: false },
  evolve: evolveImageVariants,
  decide: decideImageVariants,
};
