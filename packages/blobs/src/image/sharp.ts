import sharp from 'sharp';

/**
 * sharp as the app and the workers use it, set once for the whole process (libvips keeps these
 * settings globally, so the demo artwork drawn through packages/art follows them too):
 * - no operation cache: each upload and each original's variants are made once, so a cache
 *   only holds up to 50 MB of decoded pixels nobody asks for again (ADR 033);
 * - one libvips thread per image, whatever the allocator: a small server keeps a core for its
 *   answers while an AVIF encode (which runs its own encoder threads) takes the other.
 */
sharp.cache(false);
sharp.concurrency(1);

export default sharp;
