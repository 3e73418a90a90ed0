import { UPLOAD_RULES, galleryImageCreateSchema, galleryImagePatchSchema } from '@atelier/contracts';
import { GALLERY_IMAGE_ID_SEQUENCE, galleryImageBlobKey } from '@atelier/domain';
import { listGalleryImages } from '@atelier/projections';
import { Hono } from 'hono';
import { toGalleryImage } from '../answers/gallery-image.ts';
import { commandRoute } from '../commands/command-route.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { addGalleryImage, galleryImageAnswer, galleryImageStream } from '../gallery/commands.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { requireAdmin } from '../middleware/auth.ts';
import { removeImages, storeImage } from '../uploads/store-images.ts';
import { editAndDeleteRoutes } from './edit-and-delete.ts';

/** /api/gallery-images: the admin's gallery (spec §7); every call needs an admin. */
export function galleryImageRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/', requireAdmin, async (c) => c.json((await listGalleryImages(ctx.store.db)).map(toGalleryImage)));

  app.post(
    '/',
    commandRoute(ctx, {
      access: 'admin',
      input: multipartInput(galleryImageCreateSchema, UPLOAD_RULES.galleryImage),
      idempotencyScope: 'gallery-images',
      status: 201,
      async plan({ input, files }) {
        const imageId = await ctx.store.nextId(GALLERY_IMAGE_ID_SEQUENCE);
        const [file] = files;
        if (!file) throw new Error('multipartInput lets no gallery image through without its file');
        const stored = await storeImage(ctx.blobs, (extension) => galleryImageBlobKey(imageId, extension), new Uint8Array(await file.arrayBuffer()));
        return {
          ...galleryImageStream(imageId),
          command: addGalleryImage(imageId, input, stored, ctx.now().toISOString()),
          answer: galleryImageAnswer,
          // A refused add, or a repeat of one already stored, keeps no file.
          discard: () => removeImages(ctx.blobs, [stored.key]),
        };
      },
    }),
  );

  editAndDeleteRoutes(app, ctx, {
    patchSchema: galleryImagePatchSchema,
    stream: galleryImageStream,
    edit: (imageId, patch, at) => ({ type: 'EditGalleryImage' as const, data: { imageId, ...patch, at } }),
    remove: (imageId, at) => ({ type: 'DeleteGalleryImage' as const, data: { imageId, at } }),
    answer: galleryImageAnswer,
  });

  return app;
}
