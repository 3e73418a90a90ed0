import {
  GALLERY_IMAGE_ADDED,
  GALLERY_IMAGE_DELETED,
  GALLERY_IMAGE_EDITED,
  GALLERY_IMAGE_EVENTS,
  GALLERY_IMAGE_VISIBILITY_CHANGED,
  type GalleryImageAddedData,
  type GalleryImageDeletedData,
  type GalleryImageEditedData,
  type GalleryImageVisibilityChangedData,
} from '@atelier/domain';
import type { AnyTrx, StoredEvent } from '@atelier/event-store';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_gallery_images';

/**
 * One row per gallery image. A deleted image keeps its row (`deleted`), so a replayed
 * GalleryImageAdded cannot bring it back; `stream_version` is the last event folded in, so
 * an event applied twice changes nothing.
 */
export interface GalleryImagesTable {
  image_id: number;
  title: string;
  description: string | null;
  blob_key: string;
  width: number;
  height: number;
  category: string | null;
  featured: boolean;
  visible: boolean;
  created_at: string;
  deleted: boolean;
  stream_version: number;
}

export interface GalleryImagesDatabase {
  rm_gallery_images: GalleryImagesTable;
}

type Changes = Partial<Pick<GalleryImagesTable, 'title' | 'description' | 'category' | 'featured' | 'visible' | 'deleted'>>;

/** The columns an event after Added sets (only the fields it carries). */
function changesOf(event: StoredEvent): Changes {
  switch (event.type) {
    case GALLERY_IMAGE_EDITED: {
      const { title, description, category, featured } = event.data as GalleryImageEditedData;
      return Object.fromEntries(Object.entries({ title, description, category, featured }).filter(([, value]) => value !== undefined));
    }
    case GALLERY_IMAGE_VISIBILITY_CHANGED:
      return { visible: (event.data as GalleryImageVisibilityChangedData).visible };
    case GALLERY_IMAGE_DELETED:
      return { deleted: true };
    default:
      throw new Error(`gallery-images: unexpected event ${event.type}`);
  }
}

async function insert(trx: AnyTrx, event: StoredEvent) {
  const d = event.data as GalleryImageAddedData;
  await trx
    .insertInto(TABLE)
    .values({
      image_id: d.imageId,
      title: d.title,
      description: d.description,
      blob_key: d.blobKey,
      width: d.width,
      height: d.height,
      category: d.category,
      featured: d.featured,
      visible: d.visible,
      created_at: d.addedAt,
      deleted: false,
      stream_version: event.streamVersion,
    } satisfies GalleryImagesTable)
    .onConflict((oc) => oc.column('image_id').doNothing())
    .execute();
}

/** The admin's and the public gallery's images, folded in JavaScript (ADR 011: small, owner-curated). */
export const galleryImagesProjection: Projection = {
  name: 'gallery-images',
  version: 1,
  tables: [TABLE],
  handles: GALLERY_IMAGE_EVENTS,

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('image_id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('blob_key', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('featured', 'boolean', (c) => c.notNull())
      .addColumn('visible', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull())
      .execute();
  },

  async apply(trx, events) {
    for (const event of events) {
      if (event.type === GALLERY_IMAGE_ADDED) {
        await insert(trx, event);
        continue;
      }
      const { imageId } = event.data as GalleryImageDeletedData;
      await trx
        .updateTable(TABLE)
        .set({ ...changesOf(event), stream_version: event.streamVersion } satisfies Partial<GalleryImagesTable>)
        .where('image_id', '=', imageId)
        .where('stream_version', '<', event.streamVersion)
        .execute();
    }
  },
};
