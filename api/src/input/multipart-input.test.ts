import { ERROR_STATUS, type ErrorCode } from '@atelier/contracts';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { file, jpegWithGps } from '../testing/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';
import { errorBody, listRequests, pngUpload, submitConcept, submitDressOrder, type Upload } from '../testing/requests.ts';

const MB = 1024 * 1024;

/** A file that starts like a real JPEG and is padded to `bytes`: only its size is wrong. */
async function jpegOfSize(bytes: number, name = 'big.jpg'): Promise<File> {
  const padded = new Uint8Array(bytes);
  padded.set(await jpegWithGps());
  return file(padded, name, 'image/jpeg');
}

const pngs = (field: string, count: number): Promise<Upload[]> =>
  Promise.all(Array.from({ length: count }, (_, n) => pngUpload(field, `photo-${n}.png`)));

describeEachStore('upload limits', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  /** Refused with `code` at its status; a validation failure names the file field, as for any field. */
  async function expectRefused(response: Response, code: ErrorCode, message: string, field?: string) {
    expect(response.status).toBe(ERROR_STATUS[code]);
    expect(await errorBody(response)).toEqual(field ? { code, message, issues: [{ path: field, message }] } : { code, message });
    expect(await listRequests(shared.admin)).toEqual([]);
    expect(await shared.t.blobKeys()).toEqual([]);
  }

  it('a 6 MB image on an order is 413, in the form language', async () => {
    const big = { field: 'image', file: await jpegOfSize(6 * MB) };
    await expectRefused(await submitDressOrder(shared.t.client(), { lang: 'en' }, [big]), 'too_large', 'File exceeds the maximum size of 5MB');
    await expectRefused(await submitDressOrder(shared.t.client(), {}, [big]), 'too_large', 'El archivo supera el tamaño máximo de 5 MB');
  });

  it('one oversized image among several on a concept is 413 with the plural message', async () => {
    const uploads = [...(await pngs('images', 2)), { field: 'images', file: await jpegOfSize(5 * MB + 1) }];
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'en' }, uploads), 'too_large', 'Some files exceed the maximum size of 5MB');
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'es' }, uploads), 'too_large', 'Algunos archivos superan el tamaño máximo de 5 MB');
  });

  it('a body far beyond the limit is refused unread, with the message in Accept-Language', async () => {
    const huge = { field: 'image', file: await jpegOfSize(12 * MB) };
    const english = await submitDressOrder(shared.t.client(), {}, [huge], { 'accept-language': 'en' });
    await expectRefused(english, 'too_large', 'File exceeds the maximum size of 5MB');
    await expectRefused(await submitDressOrder(shared.t.client(), {}, [huge]), 'too_large', 'El archivo supera el tamaño máximo de 5 MB');
  });

  it('two images on an order are 400', async () => {
    const uploads = await pngs('image', 2);
    await expectRefused(await submitDressOrder(shared.t.client(), { lang: 'en' }, uploads), 'validation_failed', 'Maximum 1 file allowed', 'image');
    await expectRefused(await submitDressOrder(shared.t.client(), { lang: 'es' }, uploads), 'validation_failed', 'Solo se permite 1 archivo', 'image');
  });

  it('six images on a concept are 400', async () => {
    const uploads = await pngs('images', 6);
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'en' }, uploads), 'validation_failed', 'Maximum 5 files allowed', 'images');
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'es' }, uploads), 'validation_failed', 'Se permite un máximo de 5 archivos', 'images');
  });

  it('a file not declared as an image is 415', async () => {
    const pdf = { field: 'images', file: file(new TextEncoder().encode('%PDF-1.7 a contract'), 'contract.pdf', 'application/pdf') };
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'en' }, [pdf]), 'not_an_image', 'Only image files are allowed');
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'es' }, [pdf]), 'not_an_image', 'Solo se permiten archivos de imagen');
  });

  it('a .jpg declared image/jpeg that is really text is 415, and no other image of the form is kept', async () => {
    const fake = { field: 'images', file: file(new TextEncoder().encode('Hello, this is not a photo of a dress.\n'), 'dress.jpg', 'image/jpeg') };
    const uploads = [...(await pngs('images', 2)), fake];
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'en' }, uploads), 'not_an_image', 'Only image files are allowed');
    await expectRefused(await submitDressOrder(shared.t.client(), {}, [{ ...fake, field: 'image' }]), 'not_an_image', 'Solo se permiten archivos de imagen');
  });

  it('the limits themselves are accepted: five images on a concept, one on an order', async () => {
    expect((await submitConcept(shared.t.client(), {}, await pngs('images', 5))).status).toBe(201);
    expect((await submitDressOrder(shared.t.client(), {}, await pngs('image', 1))).status).toBe(201);
    expect(await shared.t.blobKeys()).toHaveLength(6);
  });
});
