/** One row per dress order or custom concept: the shape behind GET /api/requests. */
export interface RequestsTable {
  request_type: 'dress' | 'concept';
  request_id: number;
  full_name: string;
  email: string;
  phone: string;
  address: string | null;
  event_type: string | null;
  event_date: string | null;
  drive_link: string | null;
  description: string | null;
  preferred_contact: string | null;
  concept_description: string | null;
  inspirations: string | null;
  additional_comments: string | null;
  image_keys: string[];
  status: 'pending' | 'approved' | 'denied';
  created_at: string;
}

export interface RequestsDatabase {
  rm_requests: RequestsTable;
}
