import type { DomainCommand } from '../kernel/command.ts';

export type MarkGalleryTitleDeleted = DomainCommand<'MarkGalleryTitleDeleted', { title: string; at: string }>;

export type GalleryTitleCommand = MarkGalleryTitleDeleted;
