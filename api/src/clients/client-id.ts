import type { RequestType } from '@atelier/contracts';

/** `dress-12` → the dress order 12: a client's id and a commission's id are both request keys. */
export function requestOfKey(key: string): { type: RequestType; id: number } {
  const [type, id] = key.split('-') as [RequestType, string];
  return { type, id: Number(id) };
}
