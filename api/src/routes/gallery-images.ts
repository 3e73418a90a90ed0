import { UPLOAD_RULES, galleryImageCreateSchema, galleryImagePatchSchema } from '@atelier/contracts';
import { GALLERY_IMAGE_ID_SEQUENCE, galleryImageBlobKey, galleryImageStream } from '@atelier/domain';
import { listGalleryImages } from '@atelier/projections';
import { Hono } from 'hono';
import { toGalleryImage } from '../answers/gallery-image.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { addGalleryImage, galleryImageAnswer } from '../gallery-images/commands.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { noInput } from '../input/no-input.ts';
import { pathId } from '../input/path-params.ts';
import { commandRoute } from '../routing/command-route.ts';
import { list } from '../routing/read-routes.ts';
import { removeImages, storeUpload } from '../uploads/store-images.ts';

/** /api/gallery-images: the admin's gallery; every call needs an admin. */
export function galleryImageRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/', list({ access: 'admin', rows: async () => (await listGalleryImages(ctx.store.db)).map(toGalleryImage) }));

  app.post(
    '/',
    commandRoute(ctx, {
      access: 'admin',
      input: multipartInput(galleryImageCreateSchema, UPLOAD_RULES.galleryImage),
      idempotencyScope: 'gallery-images',
      status: 201,
      async plan({ input, files, at }) {
        const imageId = await ctx.store.nextId(GALLERY_IMAGE_ID_SEQUENCE);
        const stored = await storeUpload(ctx.blobs, (extension) => galleryImageBlobKey(imageId, extension), files);
        if (!stored) throw new Error('multipartInput lets no gallery image through without its file');
        return {
          stream: galleryImageStream(imageId),
          command: addGalleryImage(imageId, input, stored, at),
          answer: galleryImageAnswer,
          // A refused add, or a repeat of one already stored, keeps no file.
          discard: () => removeImages(ctx.blobs, [stored.key]),
        };
      },
    }),
  );

  app.patch(
    '/:id',
    commandRoute(ctx, {
      access: 'admin',
      input: jsonInput(galleryImagePatchSchema, MAX_TEXT_FORM_BYTES),
      ifMatch: true,
      status: 200,
      plan({ c, input, at }) {
        const imageId = pathId(c, 'id');
        return { stream: galleryImageStream(imageId), command: { type: 'EditGalleryImage' as const, data: { imageId, ...input, at } }, answer: galleryImageAnswer };
      },
    }),
  );

  app.delete(
    '/:id',
    commandRoute(ctx, {
      access: 'admin',
      input: noInput,
      ifMatch: true,
      status: 200,
      plan({ c, at }) {
        const imageId = pathId(c, 'id');
        return { stream: galleryImageStream(imageId), command: { type: 'DeleteGalleryImage' as const, data: { imageId, at } }, answer: { id: imageId, deleted: true } };
      },
    }),
  );

  return app;
}
