import { galleryTitleStreamId } from '@atelier/domain';
import { listDeletedGalleryTitles } from '@atelier/projections';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/harness.ts';
import { errorBody } from '../testing/requests.ts';

describe('POST /api/gallery-deleted-marker?title=', () => {
  const shared = useTestApp('pglite', { admin: true });
  const mark = (query: string, headers?: HeadersInit) => shared.admin.request(`/api/gallery-deleted-marker${query}`, { method: 'POST', headers });

  it('marks a title deleted once, whatever its spelling, and answers the same every time', async () => {
    const first = await mark('?title=Vestido%20Aurora');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ title: 'Vestido Aurora', deleted: true });
    const again = await mark('?title=%20vestido%20%20AURORA%20');
    expect(again.status).toBe(200);
    expect((await shared.t.store.readStream(galleryTitleStreamId('Vestido Aurora'))).events.map((e) => e.type)).toEqual(['GalleryTitleMarkedDeleted']);
    expect(await listDeletedGalleryTitles(shared.t.store.db)).toEqual(['Vestido Aurora']);
  });

  it('needs a title, in the request language', async () => {
    const missing = await mark('', { 'accept-language': 'en' });
    expect(missing.status).toBe(400);
    expect(await errorBody(missing)).toEqual({ code: 'validation_failed', message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] });
    expect((await errorBody(await mark('?title=%20'))).message).toBe('El título es obligatorio');
  });
});
