import { calendarEventsProjection } from './calendar-events/projection.ts';
import { calendarFeedProjection } from './calendar-feed/projection.ts';
import { fittingsProjection } from './fittings/projection.ts';
import { imageVariantsProjection } from './image-variants/projection.ts';
import { mailOutboxProjection } from './mail-outbox/projection.ts';
import { galleryDeletedTitlesProjection } from './gallery-deleted-titles/projection.ts';
import { galleryImagesProjection } from './gallery-images/projection.ts';
import { categoriesProjection } from './categories/projection.ts';
import { contactMessagesProjection } from './contact-messages/projection.ts';
import type { Projection } from './projection.ts';
import { requestHistoryProjection } from './request-history/projection.ts';
import { requestMessagesProjection } from './request-messages/projection.ts';
import { requestsProjection } from './requests/projection.ts';
import { reviewsProjection } from './reviews/projection.ts';
import { openingHoursProjection } from './opening-hours/projection.ts';
import { siteSettingsProjection } from './site-settings/projection.ts';
import { usersProjection } from './users/projection.ts';
import { clientsProjection } from './clients/projection.ts';
import { clientRequestsProjection } from './client-requests/projection.ts';
import { clientMeasurementsProjection } from './client-measurements/projection.ts';
import { clientNotesProjection } from './client-notes/projection.ts';
import { measurementPinsProjection } from './measurement-pins/projection.ts';
import { commissionsProjection } from './commissions/projection.ts';
import { commissionLogProjection } from './commission-log/projection.ts';

/** Every read model the API serves. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  requestsProjection,
  requestHistoryProjection,
  usersProjection,
  siteSettingsProjection,
  openingHoursProjection,
  imageVariantsProjection,
  galleryImagesProjection,
  reviewsProjection,
  galleryDeletedTitlesProjection,
  contactMessagesProjection,
  categoriesProjection,
  calendarEventsProjection,
  calendarFeedProjection,
  requestMessagesProjection,
  mailOutboxProjection,
  fittingsProjection,
  clientsProjection,
  clientRequestsProjection,
  clientMeasurementsProjection,
  clientNotesProjection,
  measurementPinsProjection,
  commissionsProjection,
  commissionLogProjection,
];

export function projectionByName(name: string): Projection | undefined {
  return ALL_PROJECTIONS.find((p) => p.name === name);
}
