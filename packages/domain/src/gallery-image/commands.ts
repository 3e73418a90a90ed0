import type { DomainCommand } from '../kernel/command.ts';
import type { GalleryImageRecord } from './events.ts';

/** Every field, the English ones included (null when not written). */
export type AddGalleryImage = DomainCommand<'AddGalleryImage', GalleryImageRecord>;

/** Any of the fields; the decider keeps only those that differ from the image as it is. */
export type EditGalleryImage = DomainCommand<
  'EditGalleryImage',
  {
    imageId: number;
    title?: string;
    description?: string | null;
    titleEn?: string | null;
    descriptionEn?: string | null;
    category?: string | null;
    featured?: boolean;
    visible?: boolean;
    at: string;
  }
>;

export type DeleteGalleryImage = DomainCommand<'DeleteGalleryImage', { imageId: number; at: string }>;

/**
 * A category rename or delete carrying this image along: only an image still in `from`
 * changes (to `to`); a deleted image, or one in another category by now, records nothing.
 */
export type RecategoriseGalleryImage = DomainCommand<'RecategoriseGalleryImage', { imageId: number; from: string; to: string; at: string }>;

export type GalleryImageCommand = AddGalleryImage | EditGalleryImage | DeleteGalleryImage | RecategoriseGalleryImage;
