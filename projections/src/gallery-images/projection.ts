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
import type { StoredEvent } from '@atelier/event-store';
import { applyCurated, definedOnly, withCuratedColumns, type CuratedRows } from '../curated-rows.ts';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_gallery_images';

/** One row per gallery image, deleted ones kept as `deleted` (curated-rows.ts). */
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

type Columns = Partial<GalleryImagesTable>;

function changes(event: StoredEvent): Columns {
  switch (event.type) {
    case GALLERY_IMAGE_EDITED: {
      const { title, description, category, featured } = event.data as GalleryImageEditedData;
      return definedOnly({ title, description, category, featured });
    }
    case GALLERY_IMAGE_VISIBILITY_CHANGED:
      return { visible: (event.data as GalleryImageVisibilityChangedData).visible };
    case GALLERY_IMAGE_DELETED:
      return { deleted: true };
    default:
      throw new Error(`gallery-images: unexpected event ${event.type}`);
  }
}

const rows: CuratedRows = {
  table: TABLE,
  idColumn: 'image_id',
  addedType: GALLERY_IMAGE_ADDED,
  row(event): Columns {
    const d = event.data as GalleryImageAddedData;
    return {
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
    };
  },
  idOf: (event) => (event.data as GalleryImageDeletedData).imageId,
  changes,
};

/** The admin's and the public gallery's images, folded in JavaScript (ADR 011: small, owner-curated). */
export const galleryImagesProjection: Projection = {
  name: 'gallery-images',
  version: 1,
  tables: [TABLE],
  handles: GALLERY_IMAGE_EVENTS,

  async createTables(trx) {
    const table = trx.schema
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
      .addColumn('created_at', 'text', (c) => c.notNull());
    await withCuratedColumns(table).execute();
  },

  apply: (trx, events) => applyCurated(trx, events, rows),
};
