import { describe, expect, it } from 'vitest';
import { DomainError } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { RecordImageVariants } from './commands.ts';
import { VariantsAlreadyMade, imageVariantsDecider } from './decider.ts';
import type { ImageVariantsMade } from './events.ts';
import { imageVariantsStreamId } from './stream.ts';

const variants = [
  { width: 480, format: 'avif' as const, key: 'gallery/12/w480.avif' },
  { width: 480, format: 'webp' as const, key: 'gallery/12/w480.webp' },
];
const recordIt: RecordImageVariants = {
  type: 'RecordImageVariants',
  data: { blobKey: 'gallery/12/original.webp', width: 800, height: 1200, variants },
};
const made: ImageVariantsMade = { type: 'ImageVariantsMade', data: { ...recordIt.data } };

const given = DeciderSpecification.for(imageVariantsDecider);

describe('image variants', () => {
  it('given nothing, when recorded, then ImageVariantsMade with the original and its variants', () => {
    given([]).when(recordIt).then([made]);
  });

  it('records an original with no variants (too narrow to have any)', () => {
    const none = { ...recordIt, data: { ...recordIt.data, width: 400, height: 300, variants: [] } };
    given([]).when(none).then([{ type: 'ImageVariantsMade', data: none.data }]);
  });

  it('refuses a second record for the same original, so a redone job appends nothing', () => {
    given([made]).when(recordIt).thenThrows(VariantsAlreadyMade, /already recorded/);
  });

  it.each([
    ['a zero width', { width: 0 }],
    ['a fractional height', { height: 10.5 }],
    ['a variant as wide as the original', { width: 480 }],
  ])('refuses %s', (_what, change) => {
    given([]).when({ ...recordIt, data: { ...recordIt.data, ...change } }).thenThrows(DomainError, /Invalid/);
  });

  it('keeps only the known fields of each variant', () => {
    const stray = { ...recordIt, data: { ...recordIt.data, variants: [{ ...variants[0]!, stray: 1 }] } };
    given([]).when(stray).then([{ ...made, data: { ...made.data, variants: [variants[0]!] } }]);
  });

  it('is made once the event is folded', () => {
    given([made]).thenState({ made: true });
  });

  it('names one stream per original', () => {
    expect(imageVariantsStreamId('gallery/12/original.webp')).toBe('image-variants-gallery/12/original.webp');
  });
});
