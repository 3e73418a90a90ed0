import { expect, type APIRequestContext } from '@playwright/test';
import type { GalleryImage, RequestListItem } from '../../packages/contracts/src/index.ts';
import { BASE_URL } from './base-url.ts';
import type { FilePayload } from './images.ts';

/**
 * Calls to the API from the test itself (to arrange state or check the outcome).
 * The API refuses state-changing form posts from another origin, so these say they come from the site.
 */
const SAME_ORIGIN = { Origin: BASE_URL, Accept: 'application/json' };

export interface Credentials {
  username: string;
  password: string;
}

/** The account the admin journey registers through /auth, as the very first user. */
export const ADMIN: Credentials = { username: 'modista', password: 'hilo-de-seda-2026' };

export async function signIn(request: APIRequestContext, credentials: Credentials = ADMIN): Promise<void> {
  const response = await request.post('/api/login', { data: credentials, headers: SAME_ORIGIN });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in as ADMIN, registering it first when the server has no account yet (a spec run on its own). */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const registration = await request.get('/api/register');
  expect(registration.status(), await registration.text()).toBe(200);
  if (!((await registration.json()) as { open: boolean }).open) return signIn(request);
  const response = await request.post('/api/register', { data: ADMIN, headers: SAME_ORIGIN });
  expect(response.status(), await response.text()).toBe(201);
}

export interface SubmittedRequest {
  id: number;
  type: 'dress' | 'concept';
}

type Fields = Record<string, string>;

/** A multipart POST that must answer 201 Created; its JSON body. */
async function submit<T = SubmittedRequest>(request: APIRequestContext, path: string, fields: Fields, files: { field: string; file: FilePayload }[]): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { field, file } of files) form.append(field, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await request.post(path, { multipart: form, headers: SAME_ORIGIN });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

export function submitDressOrder(request: APIRequestContext, fields: Fields, image?: FilePayload) {
  return submit(request, '/api/dress-orders', fields, image ? [{ field: 'image', file: image }] : []);
}

export function submitConcept(request: APIRequestContext, fields: Fields, images: FilePayload[] = []) {
  return submit(
    request,
    '/api/custom-concepts',
    fields,
    images.map((file) => ({ field: 'images', file })),
  );
}

/** POST /api/gallery-images (image, title, description, category, featured, visible) with an admin's session. */
export function addGalleryImage(request: APIRequestContext, fields: Fields, image: FilePayload): Promise<GalleryImage> {
  return submit<GalleryImage>(request, '/api/gallery-images', fields, [{ field: 'image', file: image }]);
}

/** GET /api/requests with the context's session cookie. */
export async function listRequests(request: APIRequestContext): Promise<RequestListItem[]> {
  const response = await request.get('/api/requests');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RequestListItem[];
}
