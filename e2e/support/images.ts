import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { UPLOAD_RULES } from '../../packages/contracts/src/index.ts';

/** What Playwright's setInputFiles and multipart bodies accept. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

type Colour = { r: number; g: number; b: number };
interface SharpImage {
  jpeg(options?: { quality?: number }): SharpImage;
  png(): SharpImage;
  webp(): SharpImage;
  toBuffer(): Promise<Buffer>;
}
type SharpFactory = (input: { create: { width: number; height: number; channels: 3; background: Colour; noise?: { type: 'gaussian'; mean: number; sigma: number } } }) => SharpImage;

/** sharp is the API's dependency (it re-encodes uploads); the suite borrows it to make real photos. */
const sharp = createRequire(new URL('../../api/package.json', import.meta.url))('sharp') as SharpFactory;

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Format = keyof typeof FORMATS;

/** A real, decodable portrait photo (noise over a fabric-like colour), small enough to upload fast. */
export async function photo(name: string, format: Format = 'jpeg', background: Colour = { r: 196, g: 160, b: 150 }): Promise<FilePayload> {
  const image = sharp({ create: { width: 480, height: 600, channels: 3, background, noise: { type: 'gaussian', mean: 120, sigma: 25 } } });
  const encoded = format === 'jpeg' ? image.jpeg({ quality: 80 }) : format === 'png' ? image.png() : image.webp();
  return { name, mimeType: FORMATS[format], buffer: await encoded.toBuffer() };
}

/** 6 MB of random bytes named like a photo: the 5 MB rule refuses it before anything reads the content. */
export function oversizedPhoto(name = 'vestido-enorme.jpg'): FilePayload {
  return { name, mimeType: 'image/jpeg', buffer: randomBytes(UPLOAD_RULES.dressOrder.maxFileBytes + 1024 * 1024) };
}

/** A document that is not an image. */
export function textFile(name = 'medidas.txt'): FilePayload {
  return { name, mimeType: 'text/plain', buffer: Buffer.from('Busto 88, cintura 66, cadera 94\n') };
}

export function pdfFile(name = 'presupuesto.pdf'): FilePayload {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
}
