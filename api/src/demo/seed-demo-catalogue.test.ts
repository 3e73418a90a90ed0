import type { GalleryImage, Review } from '@atelier/contracts';
import { GALLERY_IMAGE_ID_SEQUENCE, demoClaimStream, galleryImageStreamId } from '@atelier/domain';
import { describeEachStore, lastEventPosition } from '@atelier/event-store/testing';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { executeCommand } from '@atelier/event-store';
import { addedImage, deleteRequest, getJson } from '../testing/gallery.ts';
import { useTestApp } from '../testing/harness.ts';
import type { DemoCatalogue, DemoImage } from '@atelier/contracts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const solid = (r: number, g: number, b: number) => async () =>
  new Uint8Array(await sharp({ create: { width: 60, height: 90, channels: 3, background: { r, g, b } } }).png().toBuffer());

const image = (title: string, category: string, colour: [number, number, number], featured = false): DemoImage => ({
  title,
  description: `${title}, hecho a mano`,
  titleEn: `${title} (English)`,
  descriptionEn: `${title}, made by hand`,
  category,
  featured,
  render: solid(...colour),
});

const catalogue: DemoCatalogue = {
  images: [
    image('Vestido Aurora', 'Vestidos', [230, 220, 205], true),
    image('Traje Índigo', 'trajes', [60, 70, 110]),
    image('Boceto Lirio', 'conceptos', [200, 190, 170]),
  ],
  reviews: [
    { clientName: 'Lucía', content: 'Mi vestido fue un sueño.', contentEn: 'My dress was a dream.', rating: 5, featured: true },
    { clientName: 'Carmen', content: 'Atención impecable.', contentEn: 'Impeccable care.', rating: 4, featured: true },
  ],
};

describeEachStore('seeding the demo catalogue', (kind) => {
  const shared = useTestApp(kind, { admin: true });
  const deps = () => ({ store: shared.t.store, blobs: shared.t.blobs, now: () => new Date('2026-11-24T08:00:00.000Z') });
  const caughtUp = async () => {
    // Not headPosition(): another test file's open transaction on the shared server holds it back.
    const last = await lastEventPosition(shared.t.store);
    expect(last === null || (await shared.t.ctx.progress.waitFor(last, 15_000))).toBe(true);
  };
  const images = () => getJson<GalleryImage[]>(shared.admin, '/api/gallery-images');

  it('adds every image and the reviews through commands, with their artwork stored', async () => {
    const result = await seedDemoCatalogue(deps(), catalogue);
    expect(result.imageIds).toHaveLength(3);
    expect(result.reviewIds).toHaveLength(2);
    await caughtUp();
    const seeded = await images();
    expect(seeded.map((i) => [i.title, i.category, i.featured, i.visible, i.image.width, i.image.height]).sort()).toEqual([
      ['Boceto Lirio', 'conceptos', false, true, 60, 90],
      ['Traje Índigo', 'trajes', false, true, 60, 90],
      ['Vestido Aurora', 'vestidos', true, true, 60, 90],
    ]);
    // Seeded in both languages.
    expect(seeded.map((i) => [i.titleEn, i.descriptionEn]).sort()).toEqual([
      ['Boceto Lirio (English)', 'Boceto Lirio, made by hand'],
      ['Traje Índigo (English)', 'Traje Índigo, made by hand'],
      ['Vestido Aurora (English)', 'Vestido Aurora, made by hand'],
    ]);
    for (const id of result.imageIds) {
      expect(await shared.t.blobKeys()).toContain(`gallery/${id}/original.webp`);
      const { events } = await shared.t.store.readStream(galleryImageStreamId(id));
      expect(events.map((e) => [e.type, e.metadata.actor])).toEqual([['GalleryImageAdded', 'demo-seed']]);
    }
    const reviews = await getJson<Review[]>(shared.t.client(), '/api/reviews');
    expect(reviews.map((r) => [r.clientName, r.contentEn, r.rating, r.featured]).sort()).toEqual([
      ['Carmen', 'Impeccable care.', 4, true],
      ['Lucía', 'My dress was a dream.', 5, true],
    ]);
  });

  it('adds nothing the second time, nor after a delete, a title marked deleted or a rename', async () => {
    expect(await seedDemoCatalogue(deps(), catalogue)).toEqual({ imageIds: [], reviewIds: [] });
    const seeded = await images();
    const idOf = (title: string) => seeded.find((i) => i.title === title)!.id;
    // The owner deletes Aurora and marks its title, deletes Índigo without marking it, and renames Lirio.
    expect((await deleteRequest(shared.admin, `/api/gallery-images/${idOf('Vestido Aurora')}`)).status).toBe(200);
    expect((await shared.admin.request('/api/gallery-deleted-marker?title=Vestido%20Aurora', { method: 'POST' })).status).toBe(200);
    expect((await deleteRequest(shared.admin, `/api/gallery-images/${idOf('Traje Índigo')}`)).status).toBe(200);
    expect((await shared.admin.patchJson(`/api/gallery-images/${idOf('Boceto Lirio')}`, { title: 'Lirio blanco' })).status).toBe(200);
    const reviews = await getJson<Review[]>(shared.t.client(), '/api/reviews');
    for (const review of reviews) expect((await deleteRequest(shared.admin, `/api/reviews/${review.id}`)).status).toBe(200);

    // A restart runs the seeder again: it keeps no memory of its own, only the events.
    expect(await seedDemoCatalogue(deps(), catalogue)).toEqual({ imageIds: [], reviewIds: [] });
    await caughtUp();
    expect((await images()).map((i) => i.title)).toEqual(['Lirio blanco']);
    expect(await getJson<Review[]>(shared.t.client(), '/api/reviews')).toEqual([]);
  });

  it('never seeds a title marked deleted before it was ever seeded, nor one the owner added herself', async () => {
    expect((await shared.admin.request('/api/gallery-deleted-marker?title=Chal%20Nácar', { method: 'POST' })).status).toBe(200);
    const own = await addedImage(shared.admin, { title: 'Velo Perla' });
    const result = await seedDemoCatalogue(deps(), {
      images: [image('chal nácar', 'eventos', [240, 235, 225]), image('Velo  perla', 'eventos', [250, 250, 250]), image('Capa Ópalo', 'eventos', [210, 200, 220])],
      reviews: [{ clientName: 'Elena', content: 'Gracias.', contentEn: 'Thank you.', rating: 5, featured: true }],
    });
    expect(result.imageIds).toHaveLength(1);
    expect(result.reviewIds).toEqual([]);
    await caughtUp();
    expect((await images()).map((i) => i.title).sort()).toEqual(['Capa Ópalo', 'Lirio blanco', 'Velo Perla']);
    expect((await images()).find((i) => i.title === 'Velo Perla')?.id).toBe(own.id);
  });

  it('finishes an image a crashed run claimed but never added, under the claimed id', async () => {
    const id = await shared.t.store.nextId(GALLERY_IMAGE_ID_SEQUENCE);
    const item = 'image:broche ámbar';
    await executeCommand(shared.t.store, {
      stream: demoClaimStream(item),
      command: { type: 'ClaimDemoItem', data: { item, ids: [id], at: '2026-11-24T07:00:00.000Z' } },
      metadata: { actor: 'demo-seed', correlationId: 'crash', causationId: null },
    });
    expect(await seedDemoCatalogue(deps(), { images: [image('Broche Ámbar', 'eventos', [200, 150, 60])], reviews: [] })).toEqual({ imageIds: [id], reviewIds: [] });
  });

  it('two processes seeding at once add each item once', async () => {
    const fresh: DemoCatalogue = {
      images: [image('Falda Coral', 'vestidos', [240, 128, 110]), image('Chaqueta Ónix', 'trajes', [20, 20, 20])],
      reviews: [],
    };
    const [a, b] = await Promise.all([seedDemoCatalogue(deps(), fresh), seedDemoCatalogue(deps(), fresh)]);
    expect([...a.imageIds, ...b.imageIds].sort()).toHaveLength(2);
    await caughtUp();
    const titles = (await images()).map((i) => i.title);
    expect(titles.filter((t) => t === 'Falda Coral')).toHaveLength(1);
    expect(titles.filter((t) => t === 'Chaqueta Ónix')).toHaveLength(1);
  });
});
