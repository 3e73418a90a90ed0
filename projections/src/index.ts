export type { Projection, ProjectionKind } from './projection.ts';
export type { ReadModelName, ReadModelTable } from './read-model-table.ts';
export { ALL_PROJECTIONS, projectionByName } from './all.ts';
export { catchUp, BATCH_SIZE, type CatchUpResult, type BatchListener, type BatchSummary } from './runner/catch-up.ts';
export { catchUpTo } from './runner/catch-up-to.ts';
export { InProcessRunner } from './runner/in-process.ts';
export { PollingProgress } from './runner/polling-progress.ts';
export { REACTOR_CHECKPOINT_VERSION, type Reactor } from './reactor.ts';
export { catchUpReactor, readReactions, type ReactorRun } from './runner/react.ts';
export type { ProjectionProgress } from './runner/progress.ts';
export { comparePositions, reached } from '@atelier/event-store';
export { readCheckpointStamps } from './runner/checkpoint.ts';
export { prepareProjections, rebuildProjection, rebuildProjections } from './runner/setup.ts';
export { requestsProjection } from './requests/projection.ts';
export { listRequests, findRequest, type RequestView } from './requests/queries.ts';
export { requestHistoryProjection } from './request-history/projection.ts';
export { listRequestHistory } from './request-history/queries.ts';
export { requestMessagesProjection } from './request-messages/projection.ts';
export { threadOf, unreadCounts, type RequestMessagesReader, type UnreadCounts } from './request-messages/queries.ts';
export { usersProjection } from './users/projection.ts';
export { findUserById, findUserByUsernameKey, countUsers, listUsers, type UserRow } from './users/queries.ts';
export { siteSettingsProjection } from './site-settings/projection.ts';
export { getSiteSettings, getMailSettings, SITE_SETTINGS_READ_MODELS, type MailSettings } from './site-settings/queries.ts';
export { openingHoursProjection } from './opening-hours/projection.ts';
export { getOpeningHours } from './opening-hours/queries.ts';
export { imageVariantsProjection } from './image-variants/projection.ts';
export { variantsFor, pendingVariantKeys } from './image-variants/queries.ts';
export { galleryImagesProjection } from './gallery-images/projection.ts';
export { listGalleryImages, listPublicGallery, getPublicGalleryItem, type GalleryImageView } from './gallery-images/queries.ts';
export { reviewsProjection } from './reviews/projection.ts';
export { listReviews, type ReviewView } from './reviews/queries.ts';
export { galleryDeletedTitlesProjection } from './gallery-deleted-titles/projection.ts';
export { listDeletedGalleryTitles } from './gallery-deleted-titles/queries.ts';
export { contactMessagesProjection } from './contact-messages/projection.ts';
export { listContactMessages, findContactMessage } from './contact-messages/queries.ts';
export { categoriesProjection } from './categories/projection.ts';
export { listCategories, categoriesInUse, imageIdsInCategory } from './categories/queries.ts';
export { calendarEventsProjection } from './calendar-events/projection.ts';
export {
  appointmentsOfRequest,
  calendarStreamsOfRequest,
  listCalendarEvents,
  type CalendarEventsReader,
  type CalendarEventView,
  type RequestAppointmentRow,
} from './calendar-events/queries.ts';
export { calendarFeedProjection } from './calendar-feed/projection.ts';
export { calendarFeedToken } from './calendar-feed/queries.ts';
export { mailOutboxProjection } from './mail-outbox/projection.ts';
export { dueEntries, listOutbox, nextDueAt, openEntries, outboxEntry, type OpenEntry, type OutboxEntry } from './mail-outbox/queries.ts';
export { MAIL_TEMPLATES, RECIPIENT_OF, outboxIdOf, type AppointmentChange, type MailTemplate, type OutboxParams } from './mail-outbox/templates.ts';
export type { MailOutboxTable, MailRecipient, OutboxStatus } from './mail-outbox/table.ts';
export { revealRows, type SealedRow } from './reveal-rows.ts';
export { fittingsProjection } from './fittings/projection.ts';
export { findFitting, fittingAppointment, fittingPhoto, fittingStreamsOfRequest, sharedFittingPhotos, type FittingView, type FittingPhotoView } from './fittings/queries.ts';
export { clientsProjection } from './clients/projection.ts';
export { listClients, findClient, clientMatches, clientStreamsOf, appointmentsOf, type ClientsReader } from './clients/queries.ts';
export { clientRequestsProjection } from './client-requests/projection.ts';
export { clientIdsOfRequests, clientOfRequest } from './client-requests/queries.ts';
export { clientMeasurementsProjection } from './client-measurements/projection.ts';
export { measurementHistory, measurementDrift, driftOf, type MeasurementsReader } from './client-measurements/queries.ts';
export { clientNotesProjection } from './client-notes/projection.ts';
export { notesOf, type ClientNotesReader } from './client-notes/queries.ts';
export { measurementPinsProjection } from './measurement-pins/projection.ts';
export { pinsOf, type MeasurementPin } from './measurement-pins/queries.ts';
export { commissionsProjection } from './commissions/projection.ts';
export { findCommission, findCommissionOfRequest, listCommissions, type CommissionView, type CommissionsReader } from './commissions/queries.ts';
export type { CommissionQuoteColumn } from './commissions/table.ts';
export { commissionLogProjection } from './commission-log/projection.ts';
export { commissionFabrics, commissionHistory, commissionPayments, type CommissionLogEntry } from './commission-log/queries.ts';
