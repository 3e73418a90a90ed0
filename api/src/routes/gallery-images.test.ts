import type { GalleryImage, PublicGalleryItem } from '@atelier/contracts';
import { galleryImageStream, galleryImageStreamId } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { describe, expect, it } from 'vitest';
import { executeCommand } from '@atelier/event-store';
import { createStaff } from '../testing/actors.ts';
import { file, jpegWithGps } from '../testing/fixtures.ts';
import { addedImage, deleteRequest, getJson, postGalleryImage } from '../testing/gallery.ts';
import { useTestApp } from '../testing/harness.ts';
import { errorBody } from '../testing/requests.ts';

const MB = 1024 * 1024;
const en = { 'accept-language': 'en' };

describeEachStore('gallery images: add, edit, hide, delete', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('adds an image (201, the new GalleryImage), stores its re-encoded original and lists it', async () => {
    const created = await addedImage(shared.admin, { description: '  ', titleEn: ' Aurora Gown ' });
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Vestido Aurora',
      description: null,
      titleEn: 'Aurora Gown',
      descriptionEn: null,
      category: 'vestidos',
      featured: true,
      visible: true,
      imageUrl: `/media/gallery/${created.id}/original.webp`,
      image: { url: `/media/gallery/${created.id}/original.webp`, width: 32, height: 32, variants: [] },
      createdAt: expect.any(String),
      version: 0,
    });
    expect(await shared.t.blobKeys()).toContain(`gallery/${created.id}/original.webp`);
    expect(await getJson<GalleryImage[]>(shared.admin, '/api/gallery-images')).toContainEqual(created);

    const publicAnswer = await shared.t.client().get('/api/public-gallery');
    expect(publicAnswer.headers.get('cache-control')).toBe('public, max-age=60');
    const publicItems = (await publicAnswer.json()) as PublicGalleryItem[];
    const { visible: _v, version: _version, ...shown } = created;
    expect(publicItems).toContainEqual({ ...shown, collection: 'vestidos', category: 'Vestidos' });
  });

  it('edits only what the patch names, hides and shows the image in the public gallery, and answers the image', async () => {
    const { id } = await addedImage(shared.admin, { title: 'Traje Índigo', category: '', featured: 'false' });
    const edited = await shared.admin.patchJson(`/api/gallery-images/${id}`, { title: 'Traje Índigo II', category: 'Trajes' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id, title: 'Traje Índigo II', category: 'trajes', featured: false, visible: true });

    const publicIds = async () => (await getJson<PublicGalleryItem[]>(shared.t.client(), '/api/public-gallery')).map((item) => item.id);
    expect(await publicIds()).toContain(id);
    expect((await shared.admin.patchJson(`/api/gallery-images/${id}`, { visible: false })).status).toBe(200);
    expect(await publicIds()).not.toContain(id);
    expect((await getJson<GalleryImage[]>(shared.admin, '/api/gallery-images')).find((image) => image.id === id)).toMatchObject({ visible: false });
    expect((await shared.admin.patchJson(`/api/gallery-images/${id}`, { visible: true, description: '' })).status).toBe(200);
    expect(await publicIds()).toContain(id);

    const { events } = await shared.t.store.readStream(galleryImageStreamId(id));
    expect(events.map((e) => e.type)).toEqual([
      'GalleryImageAdded',
      'GalleryImageEdited',
      'GalleryImageVisibilityChanged',
      'GalleryImageEdited',
      'GalleryImageVisibilityChanged',
    ]);
  });

  it('edits and clears the English title and description, which the public gallery carries beside the Spanish', async () => {
    const { id } = await addedImage(shared.admin, { title: 'Boceto Lirio' });
    const edited = await shared.admin.patchJson(`/api/gallery-images/${id}`, { titleEn: 'Lily Sketch', descriptionEn: 'Pencil on paper' });
    expect(await edited.json()).toMatchObject({ id, title: 'Boceto Lirio', titleEn: 'Lily Sketch', descriptionEn: 'Pencil on paper' });
    const shown = async () => (await getJson<PublicGalleryItem[]>(shared.t.client(), '/api/public-gallery')).find((item) => item.id === id);
    expect(await shown()).toMatchObject({ title: 'Boceto Lirio', titleEn: 'Lily Sketch', descriptionEn: 'Pencil on paper' });
    expect((await shared.admin.patchJson(`/api/gallery-images/${id}`, { titleEn: '', descriptionEn: null })).status).toBe(200);
    expect(await shown()).toMatchObject({ titleEn: null, descriptionEn: null });
    const tooLong = await shared.admin.patchJson(`/api/gallery-images/${id}`, { titleEn: 'x'.repeat(301) }, en);
    expect(await errorBody(tooLong)).toMatchObject({ code: 'validation_failed', issues: [{ path: 'titleEn', message: 'Must be at most 300 characters' }] });
  });

  it('an edit that changes nothing answers the image and appends nothing', async () => {
    const created = await addedImage(shared.admin);
    const same = await shared.admin.patchJson(`/api/gallery-images/${created.id}`, { title: created.title, featured: true });
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual(created);
    expect((await shared.t.store.readStream(galleryImageStreamId(created.id))).events).toHaveLength(1);
  });

  it('deletes an image once: it leaves both lists, and editing or deleting it again is 404', async () => {
    const { id } = await addedImage(shared.admin);
    const deleted = await deleteRequest(shared.admin, `/api/gallery-images/${id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id, deleted: true });
    expect((await getJson<GalleryImage[]>(shared.admin, '/api/gallery-images')).map((image) => image.id)).not.toContain(id);
    expect((await getJson<PublicGalleryItem[]>(shared.t.client(), '/api/public-gallery')).map((item) => item.id)).not.toContain(id);

    const again = await deleteRequest(shared.admin, `/api/gallery-images/${id}`, en);
    expect(again.status).toBe(404);
    expect(await errorBody(again)).toEqual({ code: 'not_found', message: 'Gallery image not found' });
    const edit = await shared.admin.patchJson(`/api/gallery-images/${id}`, { title: 'Otra vez' });
    expect(edit.status).toBe(404);
    expect(await errorBody(edit)).toEqual({ code: 'not_found', message: 'Imagen de la galería no encontrada' });
  });
});

describe('gallery images: permissions, input and refusals', () => {
  const shared = useTestApp('pglite', { admin: true });

  it('answers 401 to a visitor and 403 to a signed-in non-admin on every admin endpoint', async () => {
    const { id } = await addedImage(shared.admin);
    const staff = await createStaff(shared.t, shared.admin, 'sofia');
    const calls = (client: typeof staff) => [
      client.get('/api/gallery-images'),
      postGalleryImage(client),
      client.patchJson(`/api/gallery-images/${id}`, { title: 'x' }),
      deleteRequest(client, `/api/gallery-images/${id}`),
      client.request('/api/gallery-deleted-marker?title=Vestido%20Aurora', { method: 'POST' }),
    ];
    for (const response of await Promise.all(calls(shared.t.client()))) expect(response.status).toBe(401);
    for (const response of await Promise.all(calls(staff))) expect(response.status).toBe(403);
    expect((await getJson<GalleryImage[]>(shared.admin, '/api/gallery-images')).find((image) => image.id === id)).toMatchObject({ title: 'Vestido Aurora' });
    expect((await shared.t.store.readStream(galleryImageStreamId(id))).events).toHaveLength(1);
  });

  it('names the missing image and the missing title, in the form language, and keeps nothing', async () => {
    const before = await shared.t.blobKeys();
    const noImage = await postGalleryImage(shared.admin, { lang: 'en' }, []);
    expect(noImage.status).toBe(400);
    expect(await errorBody(noImage)).toEqual({ code: 'validation_failed', message: 'Please select an image', issues: [{ path: 'image', message: 'Please select an image' }] });
    const noImageEs = await postGalleryImage(shared.admin, {}, []);
    expect(await errorBody(noImageEs)).toEqual({ code: 'validation_failed', message: 'Por favor selecciona una imagen', issues: [{ path: 'image', message: 'Por favor selecciona una imagen' }] });

    const noTitle = await postGalleryImage(shared.admin, { title: '  ', featured: 'maybe', lang: 'en' });
    expect(noTitle.status).toBe(400);
    expect(await errorBody(noTitle)).toEqual({
      code: 'validation_failed',
      message: 'Title is required',
      issues: [
        { path: 'title', message: 'Title is required' },
        { path: 'featured', message: 'Must be true or false' },
      ],
    });
    expect((await errorBody(await postGalleryImage(shared.admin, { title: '' }))).message).toBe('El título es obligatorio');
    expect(await shared.t.blobKeys()).toEqual(before);
  });

  it('refuses a file that is not an image (415), two files (400) and one over 10 MB (413), leaving no blob', async () => {
    const before = await shared.t.blobKeys();
    const fake = { field: 'image', file: file(new TextEncoder().encode('not a picture'), 'dress.jpg', 'image/jpeg') };
    const refused = await postGalleryImage(shared.admin, { lang: 'en' }, [fake]);
    expect(refused.status).toBe(415);
    expect(await errorBody(refused)).toEqual({ code: 'not_an_image', message: 'Only image files are allowed' });

    const png = file(await jpegWithGps(), 'a.jpg', 'image/jpeg');
    const two = await postGalleryImage(shared.admin, { lang: 'en' }, [{ field: 'image', file: png }, { field: 'image', file: png }]);
    expect(two.status).toBe(400);
    expect(await errorBody(two)).toEqual({ code: 'validation_failed', message: 'Maximum 1 file allowed', issues: [{ path: 'image', message: 'Maximum 1 file allowed' }] });

    const padded = new Uint8Array(10 * MB + 1);
    padded.set(await jpegWithGps());
    const big = await postGalleryImage(shared.admin, {}, [{ field: 'image', file: file(padded, 'big.jpg', 'image/jpeg') }]);
    expect(big.status).toBe(413);
    expect(await errorBody(big)).toEqual({ code: 'too_large', message: 'El archivo supera el tamaño máximo de 10 MB' });
    expect(await shared.t.blobKeys()).toEqual(before);
  });

  it('an add the domain refuses (409) removes the file it stored', async () => {
    // The id the route takes next already names an image, so its add is refused.
    const taken = (await shared.t.store.nextId('gallery_image_ids')) + 1;
    const data = { imageId: taken, title: 'Ocupado', description: null, titleEn: null, descriptionEn: null, blobKey: 'gallery/elsewhere.webp', width: 1, height: 1, category: null, featured: false, visible: false, addedAt: new Date().toISOString() };
    await executeCommand(shared.t.store, {
      stream: galleryImageStream(taken),
      command: { type: 'AddGalleryImage', data },
      metadata: { actor: 'test', correlationId: 'c', causationId: null },
    });
    const before = await shared.t.blobKeys();
    const refused = await postGalleryImage(shared.admin, { lang: 'en' });
    expect(refused.status).toBe(409);
    expect(await errorBody(refused)).toEqual({ code: 'change_not_allowed', message: 'This change conflicts with the current state. Reload and try again.' });
    expect(await shared.t.blobKeys()).toEqual(before);
    expect(before).not.toContain(`gallery/${taken}/original.webp`);
  });

  it('refuses a patch that is empty, not JSON, too large or for an id that is not canonical', async () => {
    const { id } = await addedImage(shared.admin);
    const empty = await shared.admin.patchJson(`/api/gallery-images/${id}`, {}, en);
    expect(empty.status).toBe(400);
    expect((await errorBody(empty)).message).toBe('Send at least one field to change');
    const blankTitle = await shared.admin.patchJson(`/api/gallery-images/${id}`, { title: ' ' }, en);
    expect(await errorBody(blankTitle)).toEqual({ code: 'validation_failed', message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] });

    const form = await shared.admin.request(`/api/gallery-images/${id}`, { method: 'PATCH', body: new URLSearchParams({ title: 'x' }), headers: en });
    expect(form.status).toBe(415);
    expect(await errorBody(form)).toEqual({ code: 'unsupported_content_type', message: 'Send the body as JSON (Content-Type: application/json)' });

    const large = await shared.admin.patchJson(`/api/gallery-images/${id}`, { description: 'x'.repeat(40 * 1024) });
    expect(large.status).toBe(413);
    expect(await errorBody(large)).toEqual({ code: 'too_large', message: 'La solicitud es demasiado grande' });

    for (const alias of ['0', '-1', `0${id}`, `${id}.0`, '0x1', 'abc']) {
      const responses = await Promise.all([
        shared.admin.patchJson(`/api/gallery-images/${alias}`, { title: 'x' }),
        deleteRequest(shared.admin, `/api/gallery-images/${alias}`),
      ]);
      for (const response of responses) expect({ alias, status: response.status }).toEqual({ alias, status: 400 });
    }
    const unknown = await shared.admin.patchJson('/api/gallery-images/999999', { title: 'x' }, en);
    expect(unknown.status).toBe(404);
  });

  it('answers 409 when someone else changed the image between reading and writing it', async () => {
    const { id } = await addedImage(shared.admin);
    const store = shared.t.ctx.store;
    const streamId = galleryImageStreamId(id);
    let interfered = false;
    // Another admin's edit lands right after this command has read the stream.
    shared.t.ctx.store = Object.create(store, {
      readStream: {
        value: async (name: string) => {
          const read = await store.readStream(name);
          if (name === streamId && !interfered) {
            interfered = true;
            const other = { type: 'EditGalleryImage' as const, data: { imageId: id, title: 'Cambiado por otra', at: new Date().toISOString() } };
            await executeCommand(store, { stream: galleryImageStream(id), command: other, metadata: { actor: 'other', correlationId: 'c', causationId: null } });
          }
          return read;
        },
      },
    });
    try {
      const response = await shared.admin.patchJson(`/api/gallery-images/${id}`, { title: 'Mi cambio' }, en);
      expect(response.status).toBe(409);
      expect(await errorBody(response)).toEqual({ code: 'concurrent_change', message: 'This was changed by someone else at the same time. Reload and try again.' });
    } finally {
      shared.t.ctx.store = store;
    }
    const titles = (await store.readStream(streamId)).events.map((e) => e.data.title);
    expect(titles).toEqual(['Vestido Aurora', 'Cambiado por otra']);
  });

  it('a repeated Idempotency-Key adds one image, answers the same and keeps one file', async () => {
    const headers = { 'idempotency-key': 'gallery-add-0001' };
    const before = await shared.t.blobKeys();
    const first = await postGalleryImage(shared.admin, { title: 'Una vez' }, undefined, headers);
    const second = await postGalleryImage(shared.admin, { title: 'Una vez' }, undefined, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [(await first.json()) as GalleryImage, (await second.json()) as GalleryImage];
    expect(b).toEqual(a);
    const images = await getJson<GalleryImage[]>(shared.admin, '/api/gallery-images');
    expect(images.filter((image) => image.title === 'Una vez')).toHaveLength(1);
    const added = (await shared.t.blobKeys()).filter((key) => !before.includes(key));
    expect(added).toEqual([`gallery/${a.id}/original.webp`]);
  });
});
