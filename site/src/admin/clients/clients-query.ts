import type { ClientDetail, ClientListItem } from '@atelier/contracts';
import { queryFor, type Query } from '../query.ts';

/** GET /api/clients?q=: the clients matching a search (all of them for ''). */
export const clientsQuery = (q: string): Query<ClientListItem[]> => queryFor<ClientListItem[]>(`/api/clients${q ? `?q=${encodeURIComponent(q)}` : ''}`);

/** GET /api/clients/{id}: one client's page. */
export const clientQuery = (id: string): Query<ClientDetail> => queryFor<ClientDetail>(`/api/clients/${encodeURIComponent(id)}`);
