import { describeEachStore } from '@atelier/event-store/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerFirstAdmin } from '../testing/actors.ts';
import { expectGpsIn, expectNoGpsIn } from '../testing/exif.ts';
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
    await expectGpsIn(original);

    const id = await createdId(submitDressOrder(t.client(), {}, [{ field: 'image', file: file(original, 'me.jpg', 'image/jpeg') }]));
    const admin = await registerFirstAdmin(t);
    const photo = await admin.get(`/api/requests/dress/${id}/images/0`);
    expect(photo.status).toBe(200);
    const bytes = Buffer.from(await photo.arrayBuffer());

    const metadata = await sharp(bytes).metadata();
    expect(metadata.width).toBe(64);
    await expectNoGpsIn(bytes);
    expect(bytes.includes('GPS')).toBe(false);
  });
});
