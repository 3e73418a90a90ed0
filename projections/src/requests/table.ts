import type { SealedPii } from '@atelier/event-store';

/**
 * One row per dress order or custom concept: the shape behind GET /api/requests. The
 * client's personal data stays sealed as the submission stored it (null once erased);
 * queries.ts opens it with the stream's key when the list is read.
 */
export interface RequestsTable {
  request_type: 'dress' | 'concept';
  request_id: number;
  stream_id: string;
  personal: SealedPii | null;
  event_type: string | null;
  event_date: string | null;
  preferred_contact: string | null;
  image_keys: string[];
  status: 'pending' | 'approved' | 'denied';
  created_at: string;
}

export interface RequestsDatabase {
  rm_requests: RequestsTable;
}
