import sharp from 'sharp';
import { withGpsExif } from './exif.ts';

/**
 * A real JPEG with EXIF GPS coordinates (and the datum text 'WGS-84'), as a phone would upload
 * it. The EXIF is written by hand (testing/exif.ts), not left to an image library.
 */
export async function jpegWithGps(width = 64, height = 48): Promise<Uint8Array> {
  const plain = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 120 } } })
    .jpeg()
    .toBuffer();
  return withGpsExif(new Uint8Array(plain));
}

export async function pngImage(width = 32, height = 32): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#e8dccc' } }).png().toBuffer());
}

export const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

export const validDressOrder = {
  fullName: 'Lucía Fernández',
  email: 'lucia@example.com',
  phone: '+34 600 123 456',
  address: 'Calle Mayor 1, Madrid',
  eventType: 'wedding',
  eventDate: '2027-06-12',
  driveLink: '',
  description: 'A flowing silk gown with an open back and a long train.',
};

export const validConcept = {
  fullName: 'Emma Johnson',
  email: 'emma@example.com',
  phone: '+44 20 7946 0958',
  preferredContact: 'phone',
  driveLink: 'https://drive.example.com/folder/abc',
  conceptDescription: 'An asymmetric evening dress inspired by origami folds.',
  inspirations: 'Issey Miyake, paper sculpture',
  additionalComments: '',
};

export function formOf(fields: Record<string, string>, files: { field: string; file: File }[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { field, file: f } of files) form.append(field, f);
  return form;
}
