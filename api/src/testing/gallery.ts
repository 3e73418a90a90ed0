import type { GalleryImage, Review } from '@atelier/contracts';
import type { TestClient } from './client.ts';
import { formOf } from './fixtures.ts';
import { pngUpload, type Upload } from './requests.ts';

export const validGalleryImage = { title: 'Vestido Aurora', description: 'Seda natural y encaje', category: 'Vestidos', featured: 'true', visible: 'true' };

export const validReview = { clientName: 'María González', content: 'Mi vestido de novia fue perfecto.', rating: '4', featured: 'true' };

/** POST /api/gallery-images with the valid fields overridden by `fields`, and a PNG unless `uploads` says otherwise. */
export async function postGalleryImage(client: TestClient, fields: Record<string, string> = {}, uploads?: Upload[], headers?: HeadersInit) {
  const files = uploads ?? [await pngUpload('image')];
  return client.postForm('/api/gallery-images', formOf({ ...validGalleryImage, ...fields }, files), headers);
}

export function postReview(client: TestClient, fields: Record<string, string> = {}, uploads: Upload[] = [], headers?: HeadersInit) {
  return client.postForm('/api/reviews', formOf({ ...validReview, ...fields }, uploads), headers);
}

async function json<T>(response: Response, status: number, what: string): Promise<T> {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Adds an image as the admin and returns it, failing loudly on anything but 201. */
export async function addedImage(client: TestClient, fields: Record<string, string> = {}): Promise<GalleryImage> {
  return json<GalleryImage>(await postGalleryImage(client, fields), 201, 'adding a gallery image');
}

export async function addedReview(client: TestClient, fields: Record<string, string> = {}, uploads: Upload[] = []): Promise<Review> {
  return json<Review>(await postReview(client, fields, uploads), 201, 'adding a review');
}

export async function getJson<T>(client: TestClient, path: string): Promise<T> {
  return json<T>(await client.get(path), 200, `GET ${path}`);
}

export const deleteRequest = (client: TestClient, path: string, headers?: HeadersInit) => client.request(path, { method: 'DELETE', headers });
