import type { ApiError, RequestHistoryEntry, RequestListItem } from '@atelier/contracts';
import type { TestClient } from './client.ts';
import { file, formOf, pngImage, validConcept, validDressOrder } from './fixtures.ts';

export interface Upload {
  field: string;
  file: File;
}

export async function pngUpload(field: string, name = 'photo.png'): Promise<Upload> {
  return { field, file: file(await pngImage(), name, 'image/png') };
}

export function submitDressOrder(client: TestClient, fields: Record<string, string> = {}, uploads: Upload[] = [], headers?: HeadersInit) {
  return client.postForm('/api/dress-orders', formOf({ ...validDressOrder, ...fields }, uploads), headers);
}

export function submitConcept(client: TestClient, fields: Record<string, string> = {}, uploads: Upload[] = [], headers?: HeadersInit) {
  return client.postForm('/api/custom-concepts', formOf({ ...validConcept, ...fields }, uploads), headers);
}

/** Submits and returns the new request's id, failing loudly on anything but 201. */
export async function createdId(response: Promise<Response> | Response): Promise<number> {
  const answer = await response;
  if (answer.status !== 201) throw new Error(`expected 201, got ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { id: number }).id;
}

export async function listRequests(client: TestClient): Promise<RequestListItem[]> {
  const response = await client.get('/api/requests');
  if (response.status !== 200) throw new Error(`GET /api/requests: ${response.status} ${await response.text()}`);
  return (await response.json()) as RequestListItem[];
}

export async function requestHistory(client: TestClient, type: 'dress' | 'concept', id: number): Promise<RequestHistoryEntry[]> {
  const response = await client.get(`/api/requests/${type}/${id}/history`);
  if (response.status !== 200) throw new Error(`GET history: ${response.status} ${await response.text()}`);
  return (await response.json()) as RequestHistoryEntry[];
}

export const errorBody = async (response: Response) => (await response.json()) as ApiError;
