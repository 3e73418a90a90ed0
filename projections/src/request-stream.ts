import type { RequestType } from '@atelier/contracts';

const PREFIXES: readonly (readonly [prefix: string, type: RequestType])[] = [
  ['dress-order-', 'dress'],
  ['custom-concept-', 'concept'],
];

/** Maps a request stream id (`dress-order-12`) to its list key, or null for other streams. */
export function requestKeyFromStream(streamId: string): { type: RequestType; id: number } | null {
  for (const [prefix, type] of PREFIXES) {
    if (streamId.startsWith(prefix)) {
      const id = Number(streamId.slice(prefix.length));
      return Number.isInteger(id) ? { type, id } : null;
    }
  }
  return null;
}
