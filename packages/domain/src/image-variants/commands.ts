import type { DomainCommand } from '../kernel/command.ts';
import type { ImageVariantsMadeData } from './events.ts';

/** Records the variants the variant job made and stored for an original. */
export type RecordImageVariants = DomainCommand<'RecordImageVariants', ImageVariantsMadeData>;

export type ImageVariantsCommand = RecordImageVariants;
