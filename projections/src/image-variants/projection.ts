import { IMAGE_SOURCE_EVENTS, IMAGE_VARIANTS_MADE, type ImageSourceData, type ImageVariantsMadeData } from '@atelier/domain';
import type { AnyTrx } from '@atelier/event-store';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_image_variants';

export interface ImageVariantsTable {
  /** The original's blob key. */
  blob_key: string;
  /** Null while the variants are still to be made; then the original's size. */
  width: number | null;
  height: number | null;
  /** JSON of ImageVariantsMadeData['variants']; null while pending. */
  variants: string | null;
}

export interface ImageVariantsDatabase {
  rm_image_variants: ImageVariantsTable;
}

type Row = Pick<ImageVariantsMadeData, 'width' | 'height' | 'variants'> | 'pending';

/**
 * Every public original and its variants: a row appears, pending, when an image or a review
 * brings an original in, and is filled when ImageVariantsMade records them. The pending rows
 * are the variant reactor's to-do list (ADR 016): kept in the database, they survive a crash
 * or a flushed Redis, and the reactor's own checkpoint is this projection's.
 */
export const imageVariantsProjection: Projection = {
  name: 'image-variants',
  version: 1,
  tables: [TABLE],
  handles: [...IMAGE_SOURCE_EVENTS, IMAGE_VARIANTS_MADE],

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('blob_key', 'text', (c) => c.primaryKey())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('variants', 'text')
      .execute();
  },

  async apply(trx, events) {
    // A recorded row wins over a pending one, whatever order the batch holds them in.
    const rows = new Map<string, Row>();
    for (const event of events) {
      if (event.type === IMAGE_VARIANTS_MADE) {
        const { blobKey, width, height, variants } = event.data as ImageVariantsMadeData;
        rows.set(blobKey, { width, height, variants });
      } else {
        const { blobKey } = event.data as ImageSourceData;
        if (typeof blobKey === 'string' && !rows.has(blobKey)) rows.set(blobKey, 'pending');
      }
    }
    for (const [blobKey, row] of rows) await write(trx, blobKey, row);
  },
};

async function write(trx: AnyTrx, blobKey: string, row: Row): Promise<void> {
  const insert = trx.insertInto(TABLE);
  if (row === 'pending') {
    await insert.values({ blob_key: blobKey }).onConflict((oc) => oc.column('blob_key').doNothing()).execute();
    return;
  }
  // Stored data comes back from jsonb with its keys reordered: written in one order, always.
  const variants = row.variants.map(({ width, format, key }) => ({ width, format, key }));
  const made = { width: row.width, height: row.height, variants: JSON.stringify(variants) };
  await insert
    .values({ blob_key: blobKey, ...made })
    .onConflict((oc) => oc.column('blob_key').doUpdateSet(made))
    .execute();
}
