import type { ReadModelTable } from '../read-model-table.ts';

/** Every public original, and its variants once they are made. */
interface ImageVariantsTable {
  /** The original's blob key. */
  blob_key: string;
  /** Null while the variants are still to be made; then the original's size. */
  width: number | null;
  height: number | null;
  /** JSON of ImageVariantsMadeData['variants'] (blob keys, never URLs); null while pending. */
  variants: string | null;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_image_variants: ImageVariantsTable;
  }
}

export const imageVariantsTable: ReadModelTable<'rm_image_variants'> = {
  name: 'rm_image_variants',
  version: 1,
  key: ['blob_key'],
  columns: (table) =>
    table
      .addColumn('blob_key', 'text', (c) => c.primaryKey())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('variants', 'text'),
};
