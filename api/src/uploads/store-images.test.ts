import { describeEachStore } from '@atelier/event-store/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerFirstAdmin } from '../testing/actors.ts';
import { hasGpsSection } from '../testing/exif.ts';
import { file, jpegWithGps } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { createdId, submitDressOrder } from '../testing/requests.ts';

describeEachStore('stored client photos', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('lose their EXIF GPS position before they are stored', async () => {
    const original = await jpegWithGps();
    // The fixture really carries a position, so every check below can fail.
    const before = await sharp(original).metadata();
    expect(before.exif && hasGpsSection(before.exif)).toBe(true);
    expect(Buffer.from(original).includes('WGS-84')).toBe(true);

    const id = await createdId(submitDressOrder(t.client(), {}, [{ field: 'image', file: file(original, 'me.jpg', 'image/jpeg') }]));
    const admin = await registerFirstAdmin(t);
    const photo = await admin.get(`/api/requests/dress/${id}/images/0`);
    expect(photo.status).toBe(200);
    const bytes = Buffer.from(await photo.arrayBuffer());

    const metadata = await sharp(bytes).metadata();
    expect(metadata.width).toBe(64);
    if (metadata.exif) expect(hasGpsSection(metadata.exif)).toBe(false);
    expect(bytes.includes('GPS')).toBe(false);
    expect(bytes.includes('WGS-84')).toBe(false);
    expect(bytes.includes('TestPhone')).toBe(false);
  });
});
