import type { DomainCommand } from '../shared/command.ts';
import type { GalleryImageAddedData } from './events.ts';

export type AddGalleryImage = DomainCommand<'AddGalleryImage', GalleryImageAddedData>;

/** Any of the fields; the decider keeps only those that differ from the image as it is. */
export type EditGalleryImage = DomainCommand<
  'EditGalleryImage',
  {
    imageId: number;
    title?: string;
    description?: string | null;
    category?: string | null;
    featured?: boolean;
    visible?: boolean;
    at: string;
  }
>;

export type DeleteGalleryImage = DomainCommand<'DeleteGalleryImage', { imageId: number; at: string }>;

export type GalleryImageCommand = AddGalleryImage | EditGalleryImage | DeleteGalleryImage;
