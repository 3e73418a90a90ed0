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

  async function expectRefused(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(await errorBody(response)).toEqual({ message });
    expect(await listRequests(shared.admin)).toEqual([]);
    expect(await shared.t.blobKeys()).toEqual([]);
  }

  it('a 6 MB image on an order is 413, in the form language', async () => {
    const big = { field: 'image', file: await jpegOfSize(6 * MB) };
    await expectRefused(await submitDressOrder(shared.t.client(), { lang: 'en' }, [big]), 413, 'File exceeds the maximum size of 5MB');
    await expectRefused(await submitDressOrder(shared.t.client(), {}, [big]), 413, 'El archivo supera el tamaño máximo de 5 MB');
  });

  it('one oversized image among several on a concept is 413 with the plural message', async () => {
    const uploads = [...(await pngs('images', 2)), { field: 'images', file: await jpegOfSize(5 * MB + 1) }];
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'en' }, uploads), 413, 'Some files exceed the maximum size of 5MB');
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'es' }, uploads), 413, 'Algunos archivos superan el tamaño máximo de 5 MB');
  });

  it('a body far beyond the limit is refused unread, with the message in Accept-Language', async () => {
    const huge = { field: 'image', file: await jpegOfSize(12 * MB) };
    const english = await submitDressOrder(shared.t.client(), {}, [huge], { 'accept-language': 'en' });
    await expectRefused(english, 413, 'File exceeds the maximum size of 5MB');
    await expectRefused(await submitDressOrder(shared.t.client(), {}, [huge]), 413, 'El archivo supera el tamaño máximo de 5 MB');
  });

  it('two images on an order are 400', async () => {
    const uploads = await pngs('image', 2);
    await expectRefused(await submitDressOrder(shared.t.client(), { lang: 'en' }, uploads), 400, 'Maximum 1 file allowed');
    await expectRefused(await submitDressOrder(shared.t.client(), { lang: 'es' }, uploads), 400, 'Solo se permite 1 archivo');
  });

  it('six images on a concept are 400', async () => {
    const uploads = await pngs('images', 6);
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'en' }, uploads), 400, 'Maximum 5 files allowed');
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'es' }, uploads), 400, 'Se permite un máximo de 5 archivos');
  });

  it('a file not declared as an image is 415', async () => {
    const pdf = { field: 'images', file: file(new TextEncoder().encode('%PDF-1.7 a contract'), 'contract.pdf', 'application/pdf') };
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'en' }, [pdf]), 415, 'Only image files are allowed');
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'es' }, [pdf]), 415, 'Solo se permiten archivos de imagen');
  });

  it('a .jpg declared image/jpeg that is really text is 415, and no other image of the form is kept', async () => {
    const fake = { field: 'images', file: file(new TextEncoder().encode('Hello, this is not a photo of a dress.\n'), 'dress.jpg', 'image/jpeg') };
    const uploads = [...(await pngs('images', 2)), fake];
    await expectRefused(await submitConcept(shared.t.client(), { lang: 'en' }, uploads), 415, 'Only image files are allowed');
    await expectRefused(await submitDressOrder(shared.t.client(), {}, [{ ...fake, field: 'image' }]), 415, 'Solo se permiten archivos de imagen');
  });

  it('the limits themselves are accepted: five images on a concept, one on an order', async () => {
    expect((await submitConcept(shared.t.client(), {}, await pngs('images', 5))).status).toBe(201);
    expect((await submitDressOrder(shared.t.client(), {}, await pngs('image', 1))).status).toBe(201);
    expect(await shared.t.blobKeys()).toHaveLength(6);
  });
});
