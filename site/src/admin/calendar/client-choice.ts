import { OCCASIONS, type CalendarEventInput, type Occasion, type RequestListItem } from '@atelier/contracts';
import { requestKey } from '../requests/filter.ts';

/** The client dropdown's value for a client without a request ('New Client', docs/product.md#dashboard). */
export const NEW_CLIENT = 'new';

const isOccasion = (value: string | null): value is Occasion => value !== null && (OCCASIONS as readonly string[]).includes(value);

/**
 * What choosing a client fills (docs/product.md#dashboard): for a request, its name, id and
 * type, and its occasion when it has one (a concept has none, so the chosen type stays); for
 * 'New Client', no link and an empty name to type.
 */
export function fillFromClient(choice: string, requests: readonly RequestListItem[], current: Pick<CalendarEventInput, 'eventType'>): Partial<CalendarEventInput> {
  const request = requests.find((item) => requestKey(item) === choice);
  if (!request) return { clientName: '', requestId: null, requestType: null };
  return {
    clientName: request.fullName,
    requestId: request.id,
    requestType: request.type,
    eventType: isOccasion(request.eventType) ? request.eventType : current.eventType,
  };
}
