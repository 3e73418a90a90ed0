import type { CategoryList, GalleryImage, PublicGalleryItem } from '@atelier/contracts';
import { CATEGORY_CATALOGUE_STREAM_ID, galleryImageStream, galleryImageStreamId } from '@atelier/domain';
import { executeCommand } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../testing/actors.ts';
import type { TestClient } from '../testing/client.ts';
import { addedImage, deleteRequest, getJson } from '../testing/gallery.ts';
import { useTestApp } from '../testing/harness.ts';
import { errorBody } from '../testing/requests.ts';

const en = { 'accept-language': 'en' };
const path = (name: string) => `/api/categories/${encodeURIComponent(name)}`;

async function categories(client: TestClient) {
  return getJson<CategoryList>(client, '/api/categories');
}
const counts = async (client: TestClient, name: string) => {
  const found = (await categories(client)).categories.find((c) => c.name === name);
  return found ? [found.imageCount, found.featuredCount] : null;
};
const imageCategory = async (client: TestClient, id: number) =>
  (await getJson<GalleryImage[]>(client, '/api/gallery-images')).find((image) => image.id === id)?.category;

describeEachStore('categories: create, rename, delete', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('creates an empty category that relabels no image, and lists every category with its counts', async () => {
    const image = await addedImage(shared.admin, { category: 'Vestidos', featured: 'true' });
    const created = await shared.admin.postJson('/api/categories', { name: '  Novias 2027 ' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ name: 'Novias 2027' });
    expect(await imageCategory(shared.admin, image.id)).toBe('vestidos');

    const listed = await shared.admin.get('/api/categories');
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const list = (await listed.json()) as CategoryList;
    expect(list.categories.slice(0, 5).map((c) => [c.name, c.kind])).toEqual([
      ['vestidos', 'collection'],
      ['conceptos', 'collection'],
      ['trajes', 'collection'],
      ['eventos', 'collection'],
      ['general', 'fallback'],
    ]);
    // Her capitals are kept for display.
    expect(list.categories).toContainEqual({ name: 'Novias 2027', kind: 'custom', imageCount: 0, featuredCount: 0 });
    expect(await counts(shared.admin, 'vestidos')).toEqual([1, 1]);
  });

  it('renames a category: every image in it follows, in its own stream, in the same command', async () => {
    await shared.admin.postJson('/api/categories', { name: 'gala' });
    const one = await addedImage(shared.admin, { category: 'gala', featured: 'true' });
    const two = await addedImage(shared.admin, { category: 'Gala', featured: 'false', visible: 'false' });
    const other = await addedImage(shared.admin, { category: 'trajes' });

    const renamed = await shared.admin.patchJson(path('gala'), { name: ' Gala Nocturna ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ name: 'Gala Nocturna' });
    // Images carry the name compared without case.
    for (const id of [one.id, two.id]) expect(await imageCategory(shared.admin, id)).toBe('gala nocturna');
    expect(await imageCategory(shared.admin, other.id)).toBe('trajes');
    expect(await counts(shared.admin, 'Gala Nocturna')).toEqual([2, 1]);
    expect(await counts(shared.admin, 'gala')).toBeNull();

    const { events } = await shared.t.store.readStream(CATEGORY_CATALOGUE_STREAM_ID);
    const rename = events.at(-1)!;
    expect(rename).toMatchObject({ type: 'CategoryRenamed', data: { name: 'gala', newName: 'Gala Nocturna' } });
    const imageEvent = (await shared.t.store.readStream(galleryImageStreamId(one.id))).events.at(-1)!;
    expect(imageEvent).toMatchObject({ type: 'GalleryImageEdited', data: { imageId: one.id, category: 'gala nocturna' } });
    expect(imageEvent.metadata.correlationId).toBe(rename.metadata.correlationId);
    expect(imageEvent.globalPosition).toBeGreaterThan(rename.globalPosition);

    // A change of capitals alone renames the category and moves no image.
    const recased = await shared.admin.patchJson(path('gala nocturna'), { name: 'GALA Nocturna' });
    expect(recased.status).toBe(200);
    expect(await counts(shared.admin, 'GALA Nocturna')).toEqual([2, 1]);
    expect((await shared.t.store.readStream(galleryImageStreamId(one.id))).events.at(-1)!.eventId).toBe(imageEvent.eventId);
  });

  it('deletes a category: its images move to general; a name only images carry is a category too', async () => {
    const image = await addedImage(shared.admin, { category: 'Cóctel', featured: 'false' });
    expect(await counts(shared.admin, 'cóctel')).toEqual([1, 0]);
    const generalBefore = (await counts(shared.admin, 'general'))![0]!;

    const deleted = await deleteRequest(shared.admin, path('cóctel'));
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ name: 'cóctel', deleted: true, movedTo: 'general' });
    expect(await imageCategory(shared.admin, image.id)).toBe('general');
    expect(await counts(shared.admin, 'cóctel')).toBeNull();
    expect((await counts(shared.admin, 'general'))![0]).toBe(generalBefore + 1);

    const gone = await deleteRequest(shared.admin, path('cóctel'), en);
    expect(gone.status).toBe(404);
    expect(await errorBody(gone)).toEqual({ code: 'not_found', message: 'Category not found' });
  });

  it('refuses to rename or delete a public collection or general, and leaves the public gallery as it was', async () => {
    const image = await addedImage(shared.admin, { category: 'eventos' });
    const publicBefore = await getJson<PublicGalleryItem[]>(shared.t.client(), '/api/public-gallery');

    const renamed = await shared.admin.patchJson(path('eventos'), { name: 'celebraciones' });
    expect(renamed.status).toBe(409);
    expect(await errorBody(renamed)).toEqual({ code: 'change_not_allowed', message: '«eventos» es una colección pública del sitio (/coleccion/eventos): no se puede renombrar ni eliminar' });
    const deleted = await deleteRequest(shared.admin, path('Vestidos'), en);
    expect(deleted.status).toBe(409);
    expect(await errorBody(deleted)).toEqual({ code: 'change_not_allowed', message: '“vestidos” is a public collection of the site (/coleccion/vestidos): it cannot be renamed or deleted' });
    const general = await deleteRequest(shared.admin, path('general'));
    expect(general.status).toBe(409);
    expect((await errorBody(general)).message).toMatch(/general/);

    expect(await imageCategory(shared.admin, image.id)).toBe('eventos');
    expect(await getJson<PublicGalleryItem[]>(shared.t.client(), '/api/public-gallery')).toEqual(publicBefore);
  });

  it('refuses a name that exists, in the request language, and a blank one', async () => {
    await shared.admin.postJson('/api/categories', { name: 'bodas' });
    await shared.admin.postJson('/api/categories', { name: 'civil' });
    for (const [response, message] of [
      [await shared.admin.postJson('/api/categories', { name: 'BODAS' }), 'Ya existe una categoría llamada «BODAS»'],
      [await shared.admin.postJson('/api/categories', { name: 'Trajes' }, en), 'A category named “Trajes” already exists'],
      [await shared.admin.patchJson(path('civil'), { name: 'bodas' }), 'Ya existe una categoría llamada «bodas»'],
    ] as const) {
      expect(response.status).toBe(409);
      expect(await errorBody(response)).toEqual({ code: 'already_exists', message });
    }
    const blank = await shared.admin.postJson('/api/categories', { name: '   ' }, en);
    expect(blank.status).toBe(400);
    expect(await errorBody(blank)).toEqual({ code: 'validation_failed', message: 'Category name is required', issues: [{ path: 'name', message: 'Category name is required' }] });
    const blankRename = await shared.admin.patchJson(path('civil'), { name: '' });
    expect(blankRename.status).toBe(400);
    expect((await errorBody(blankRename)).message).toBe('El nombre de la categoría es obligatorio');
  });

  it('answers 409 and writes nothing when an image in the category changed between reading and writing it', async () => {
    await shared.admin.postJson('/api/categories', { name: 'lino' });
    const image = await addedImage(shared.admin, { category: 'lino' });
    const store = shared.t.ctx.store;
    const streamId = galleryImageStreamId(image.id);
    const catalogueBefore = (await store.readStream(CATEGORY_CATALOGUE_STREAM_ID)).version;
    let interfered = false;
    shared.t.ctx.store = Object.create(store, {
      readStream: {
        value: async (name: string) => {
          const read = await store.readStream(name);
          if (name === streamId && !interfered) {
            interfered = true;
            const other = { type: 'EditGalleryImage' as const, data: { imageId: image.id, title: 'Cambiado por otra', at: new Date().toISOString() } };
            await executeCommand(store, { stream: galleryImageStream(image.id), command: other, metadata: { actor: 'other', correlationId: 'c', causationId: null } });
          }
          return read;
        },
      },
    });
    try {
      const response = await shared.admin.patchJson(path('lino'), { name: 'lino crudo' }, en);
      expect(response.status).toBe(409);
      expect(await errorBody(response)).toEqual({ code: 'concurrent_change', message: 'This was changed by someone else at the same time. Reload and try again.' });
    } finally {
      shared.t.ctx.store = store;
    }
    expect((await store.readStream(CATEGORY_CATALOGUE_STREAM_ID)).version).toBe(catalogueBefore);
    expect(await imageCategory(shared.admin, image.id)).toBe('lino');
  });
});

describe('categories: permissions and input', () => {
  const shared = useTestApp('pglite', { admin: true });

  it('answers 401 to a visitor; a signed-in non-admin reads the list but gets 403 on every write', async () => {
    await shared.admin.postJson('/api/categories', { name: 'novias' });
    const staff = await createStaff(shared.t, shared.admin, 'lucia');
    const writes = (client: TestClient) => [
      client.postJson('/api/categories', { name: 'otra' }),
      client.patchJson(path('novias'), { name: 'bodas' }),
      deleteRequest(client, path('novias')),
    ];
    const visitor = shared.t.client();
    expect((await visitor.get('/api/categories')).status).toBe(401);
    for (const response of await Promise.all(writes(visitor))) expect(response.status).toBe(401);
    expect((await staff.get('/api/categories')).status).toBe(200);
    for (const response of await Promise.all(writes(staff))) expect(response.status).toBe(403);
    expect((await shared.t.store.readStream(CATEGORY_CATALOGUE_STREAM_ID)).events).toHaveLength(1);
  });

  it('refuses a body over its limit (413) and a body that is not JSON (415)', async () => {
    const huge = await shared.admin.postJson('/api/categories', { name: 'x'.repeat(8 * 1024) });
    expect(huge.status).toBe(413);
    const form = new FormData();
    form.set('name', 'novias');
    expect((await shared.admin.postForm('/api/categories', form)).status).toBe(415);
    const long = await shared.admin.postJson('/api/categories', { name: 'x'.repeat(61) }, en);
    expect(long.status).toBe(400);
    expect((await errorBody(long)).message).toBe('Must be at most 60 characters');
  });
});
