import { DEFAULT_OPENING_HOURS, type ErrorCode, type Lang } from '@atelier/contracts';
import { ADMIN } from './actors.ts';
import { contactMessage, fitting, type ErrorFixtures, type Sender } from './error-fixtures.ts';
import { file, formOf, validConcept, validDressOrder } from './fixtures.ts';
import { validGalleryImage, validReview } from './gallery.ts';

/** One request, as TestClient sends it. */
export interface CaseRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
}

/** A request that goes wrong, who sends it, and the code its answer must carry. */
export interface ErrorCase {
  what: string;
  as: Sender;
  code: ErrorCode;
  /** The request, in `lang` where the language is not a header (a site path's language is its prefix). */
  send(f: ErrorFixtures, lang: Lang): CaseRequest;
}

const FOREIGN = { origin: 'https://evil.example' };
const STALE = { 'if-match': '"999"' };
/** A fabric option's fields, as the admin's form sends them (without the swatch). */
const commissionFabric = { name: 'Mikado', supplier: 'Tejidos Gómez', composition: '100 % seda', pricePerMetreCents: '4500', metres: '3' };
const pdf = () => ({ field: 'image', file: file(new TextEncoder().encode('%PDF-1.4'), 'dress.pdf', 'application/pdf') });

const get = (path: string): CaseRequest => ({ method: 'GET', path });
const post = (path: string, json?: unknown, headers?: Record<string, string>): CaseRequest => ({ method: 'POST', path, json, headers });
const patch = (path: string, json: unknown, headers?: Record<string, string>): CaseRequest => ({ method: 'PATCH', path, json, headers });
const put = (path: string, json: unknown): CaseRequest => ({ method: 'PUT', path, json });
const del = (path: string, headers?: Record<string, string>): CaseRequest => ({ method: 'DELETE', path, headers });
const postForm = (path: string, fields: Record<string, string>, files: { field: string; file: File }[] = [], headers?: Record<string, string>): CaseRequest => ({
  method: 'POST',
  path,
  body: formOf(fields, files),
  headers,
});

const fail = (what: string, as: Sender, code: ErrorCode, send: ErrorCase['send']): ErrorCase => ({ what, as, code, send });

/**
 * The error cases of every endpoint, by Hono's method and route path: the walking test
 * (error-answers.test.ts) fails when an endpoint of the app has none here, or one here is gone.
 */
export const ERROR_CASES: Record<string, ErrorCase[]> = {
  'GET /api/health': [fail('the database is gone', 'broken', 'unavailable', () => get('/api/health'))],
  'GET /api/user': [fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/user'))],
  'POST /api/login': [
    fail('a wrong password', 'visitor', 'invalid_credentials', () => post('/api/login', { username: 'nobody-here', password: 'not the password' })),
    fail('no username', 'visitor', 'validation_failed', () => post('/api/login', { username: '', password: 'x' })),
    fail('a body that is not JSON', 'visitor', 'malformed_request', () => ({ method: 'POST', path: '/api/login', body: '{"username":', headers: { 'content-type': 'application/json' } })),
    fail('a body as text', 'visitor', 'unsupported_content_type', () => ({ method: 'POST', path: '/api/login', body: 'ana', headers: { 'content-type': 'text/plain' } })),
    fail('credentials over 4 KB', 'visitor', 'too_large', () => post('/api/login', { username: 'ana', password: 'x'.repeat(5000) })),
  ],
  'GET /api/register': [fail('the database is gone', 'broken', 'internal_error', () => get('/api/register'))],
  'POST /api/register': [
    fail('a visitor once an account exists', 'visitor', 'not_signed_in', () => post('/api/register', { username: 'newcomer', password: 'a long passphrase' })),
    fail('a non-admin', 'staff', 'forbidden', () => post('/api/register', { username: 'newcomer', password: 'a long passphrase' })),
    fail('a taken username', 'admin', 'already_exists', () => post('/api/register', { username: ADMIN.username, password: 'a long passphrase' })),
    fail('a short username and password', 'admin', 'validation_failed', () => post('/api/register', { username: 'ab', password: 'short' })),
  ],
  'POST /api/logout': [
    fail('from another site', 'admin', 'forbidden', () => post('/api/logout', undefined, FOREIGN)),
    fail('a body over the 64 KB net', 'visitor', 'too_large', () => post('/api/logout', { padding: 'x'.repeat(70 * 1024) })),
  ],
  'POST /api/dress-orders': [
    fail('an invalid email', 'visitor', 'validation_failed', () => postForm('/api/dress-orders', { ...validDressOrder, email: 'nope' })),
    fail('a PDF for the photo', 'visitor', 'not_an_image', () => postForm('/api/dress-orders', validDressOrder, [pdf()])),
    fail('JSON instead of a form', 'visitor', 'unsupported_content_type', () => post('/api/dress-orders', validDressOrder)),
    fail('a malformed Idempotency-Key', 'visitor', 'malformed_request', () => postForm('/api/dress-orders', validDressOrder, [], { 'idempotency-key': 'short' })),
    fail('a used Idempotency-Key with other data', 'visitor', 'idempotency_key_reused', (f) =>
      postForm('/api/dress-orders', { ...validDressOrder, fullName: 'Other Olga' }, [], { 'idempotency-key': f.usedKey }),
    ),
    fail('from another site', 'visitor', 'forbidden', () => postForm('/api/dress-orders', validDressOrder, [], FOREIGN)),
  ],
  'PATCH /api/dress-orders/:id/status': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => patch(`/api/dress-orders/${f.decidedDressId}/status`, { status: 'denied' })),
    fail('a decided request', 'admin', 'change_not_allowed', (f) => patch(`/api/dress-orders/${f.decidedDressId}/status`, { status: 'denied' })),
    fail('an unknown request', 'admin', 'not_found', (f) => patch(`/api/dress-orders/${f.unknownId}/status`, { status: 'denied' })),
    fail('an id that is not a number', 'admin', 'malformed_request', () => patch('/api/dress-orders/abc/status', { status: 'denied' })),
    fail('a status that is not a verdict', 'admin', 'validation_failed', (f) => patch(`/api/dress-orders/${f.decidedDressId}/status`, { status: 'maybe' })),
  ],
  'POST /api/custom-concepts': [
    fail('no description', 'visitor', 'validation_failed', () => postForm('/api/custom-concepts', { ...validConcept, conceptDescription: '' })),
    fail('a PDF among the images', 'visitor', 'not_an_image', () => postForm('/api/custom-concepts', validConcept, [{ ...pdf(), field: 'images' }])),
  ],
  'PATCH /api/custom-concepts/:id/status': [
    fail('an unknown request', 'admin', 'not_found', (f) => patch(`/api/custom-concepts/${f.unknownId}/status`, { status: 'approved' })),
    fail('an id that is not canonical', 'admin', 'malformed_request', () => patch('/api/custom-concepts/01/status', { status: 'approved' })),
  ],
  'GET /api/requests': [fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/requests'))],
  'GET /api/requests/:type/:id/history': [
    fail('an unknown type', 'staff', 'malformed_request', () => get('/api/requests/gown/1/history')),
    fail('an unknown request', 'staff', 'not_found', (f) => get(`/api/requests/dress/${f.unknownId}/history`)),
  ],
  'GET /api/requests/:type/:id/images/:n': [
    fail('a request without photos', 'staff', 'not_found', (f) => get(`/api/requests/dress/${f.decidedDressId}/images/0`)),
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/requests/dress/${f.decidedDressId}/images/0`)),
  ],
  'POST /api/requests/:type/:id/erase': [
    fail('a non-admin', 'staff', 'forbidden', (f) => post(`/api/requests/dress/${f.decidedDressId}/erase`)),
    fail('an unknown request', 'admin', 'not_found', (f) => post(`/api/requests/concept/${f.unknownId}/erase`)),
  ],
  'GET /api/requests/:type/:id/messages': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/requests/dress/${f.decidedDressId}/messages`)),
    fail('an unknown type', 'staff', 'malformed_request', () => get('/api/requests/gown/1/messages')),
    fail('an unknown request', 'staff', 'not_found', (f) => get(`/api/requests/concept/${f.unknownId}/messages`)),
  ],
  'POST /api/requests/:type/:id/messages': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/requests/dress/${f.decidedDressId}/messages`, { text: 'Hola' })),
    fail('a blank message', 'staff', 'validation_failed', (f) => post(`/api/requests/dress/${f.decidedDressId}/messages`, { text: '   ' })),
    fail('a message over 4000 characters', 'staff', 'validation_failed', (f) => post(`/api/requests/dress/${f.decidedDressId}/messages`, { text: 'x'.repeat(4001) })),
    fail('a NUL in the text', 'staff', 'validation_failed', (f) => post(`/api/requests/dress/${f.decidedDressId}/messages`, { text: 'Hola\u0000' })),
    fail('a body over 32 KB', 'staff', 'too_large', (f) => post(`/api/requests/dress/${f.decidedDressId}/messages`, { text: 'x'.repeat(40 * 1024) })),
    fail('an erased request', 'staff', 'not_found', (f) => post(`/api/requests/dress/${f.erasedDressId}/messages`, { text: 'Hola' })),
    fail('an unknown request', 'staff', 'not_found', (f) => post(`/api/requests/concept/${f.unknownId}/messages`, { text: 'Hola' })),
    fail('from another site', 'staff', 'forbidden', (f) => post(`/api/requests/dress/${f.decidedDressId}/messages`, { text: 'Hola' }, FOREIGN)),
  ],
  'POST /api/requests/:type/:id/messages/read': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/requests/dress/${f.decidedDressId}/messages/read`, { upTo: 1 })),
    fail('a read mark that is not a message number', 'staff', 'validation_failed', (f) => post(`/api/requests/dress/${f.decidedDressId}/messages/read`, { upTo: 0 })),
    fail('an erased request', 'staff', 'not_found', (f) => post(`/api/requests/dress/${f.erasedDressId}/messages/read`, { upTo: 1 })),
    fail('an id that is not canonical', 'staff', 'malformed_request', () => post('/api/requests/dress/07/messages/read', { upTo: 1 })),
  ],
  'GET /api/gallery-images': [fail('a non-admin', 'staff', 'forbidden', () => get('/api/gallery-images'))],
  'POST /api/gallery-images': [
    fail('no image', 'admin', 'validation_failed', () => postForm('/api/gallery-images', validGalleryImage)),
    fail('a PDF', 'admin', 'not_an_image', () => postForm('/api/gallery-images', validGalleryImage, [pdf()])),
    fail('a non-admin', 'staff', 'forbidden', () => postForm('/api/gallery-images', validGalleryImage)),
  ],
  'PATCH /api/gallery-images/:id': [
    fail('changed since it was read', 'admin', 'concurrent_change', (f) => patch(`/api/gallery-images/${f.imageId}`, { title: 'Vestido Brisa' }, STALE)),
    fail('a weak If-Match', 'admin', 'malformed_request', (f) => patch(`/api/gallery-images/${f.imageId}`, { title: 'Vestido Brisa' }, { 'if-match': 'W/"0"' })),
    fail('an unknown image', 'admin', 'not_found', (f) => patch(`/api/gallery-images/${f.unknownId}`, { title: 'Vestido Brisa' })),
  ],
  'DELETE /api/gallery-images/:id': [
    fail('changed since it was read', 'admin', 'concurrent_change', (f) => del(`/api/gallery-images/${f.imageId}`, STALE)),
    fail('an unknown image', 'admin', 'not_found', (f) => del(`/api/gallery-images/${f.unknownId}`)),
  ],
  'POST /api/gallery-deleted-marker': [fail('no title', 'admin', 'validation_failed', () => post('/api/gallery-deleted-marker'))],
  'POST /api/reviews': [
    fail('no text', 'admin', 'validation_failed', () => postForm('/api/reviews', { ...validReview, content: '' })),
    fail('JSON instead of a form', 'admin', 'unsupported_content_type', () => post('/api/reviews', validReview)),
  ],
  'PATCH /api/reviews/:id': [
    fail('a rating out of range', 'admin', 'validation_failed', (f) => patch(`/api/reviews/${f.reviewId}`, { rating: 9 })),
    fail('an unknown review', 'admin', 'not_found', (f) => patch(`/api/reviews/${f.unknownId}`, { rating: 3 })),
  ],
  'DELETE /api/reviews/:id': [
    fail('changed since it was read', 'admin', 'concurrent_change', (f) => del(`/api/reviews/${f.reviewId}`, STALE)),
    fail('an unknown review', 'admin', 'not_found', (f) => del(`/api/reviews/${f.unknownId}`)),
  ],
  'POST /api/contact-messages': [fail('one message too many from this address', 'visitor', 'rate_limited', () => post('/api/contact-messages', contactMessage))],
  'GET /api/contact-messages': [fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/contact-messages'))],
  'POST /api/contact-messages/:id/read': [
    fail('an id that is not a UUID', 'staff', 'malformed_request', () => post('/api/contact-messages/42/read')),
    fail('an unknown message', 'staff', 'not_found', (f) => post(`/api/contact-messages/${f.unknownUuid}/read`)),
  ],
  'POST /api/contact-messages/:id/archive': [fail('an unknown message', 'staff', 'not_found', (f) => post(`/api/contact-messages/${f.unknownUuid}/archive`))],
  'POST /api/contact-messages/:id/erase': [
    fail('a non-admin', 'staff', 'forbidden', (f) => post(`/api/contact-messages/${f.unknownUuid}/erase`)),
    fail('an unknown message', 'admin', 'not_found', (f) => post(`/api/contact-messages/${f.unknownUuid}/erase`)),
  ],
  'GET /api/categories': [fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/categories'))],
  'POST /api/categories': [
    fail('a name that exists', 'admin', 'already_exists', (f) => post('/api/categories', { name: f.category.toUpperCase() })),
    fail('a blank name', 'admin', 'validation_failed', () => post('/api/categories', { name: '  ' })),
  ],
  'PATCH /api/categories/:name': [
    fail('a public collection', 'admin', 'change_not_allowed', () => patch('/api/categories/eventos', { name: 'celebraciones' })),
    fail('an unknown category', 'admin', 'not_found', () => patch('/api/categories/nada', { name: 'algo' })),
    fail('changed since it was read', 'admin', 'concurrent_change', (f) => patch(`/api/categories/${f.category}`, { name: 'bautizos' }, STALE)),
  ],
  'DELETE /api/categories/:name': [
    fail('the fallback category', 'admin', 'change_not_allowed', () => del('/api/categories/general')),
    fail('an unknown category', 'admin', 'not_found', () => del('/api/categories/nada')),
  ],
  'GET /api/accounts': [fail('a non-admin', 'staff', 'forbidden', () => get('/api/accounts'))],
  'POST /api/accounts': [
    fail('a taken username', 'admin', 'already_exists', () => post('/api/accounts', { username: 'marta', password: 'a long passphrase' })),
    fail('a short password', 'admin', 'validation_failed', () => post('/api/accounts', { username: 'newcomer', password: 'short' })),
  ],
  'DELETE /api/accounts/:id': [
    fail('her own account', 'admin', 'change_not_allowed', (f) => del(`/api/accounts/${f.adminId}`)),
    fail('an unknown account', 'admin', 'not_found', (f) => del(`/api/accounts/${f.unknownUuid}`)),
    fail('an id that is not a UUID', 'admin', 'malformed_request', () => del('/api/accounts/7')),
  ],
  'PUT /api/site-settings/openingHours': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', () => put('/api/site-settings/openingHours', { value: DEFAULT_OPENING_HOURS })),
    fail('a day that closes before it opens', 'staff', 'validation_failed', () =>
      put('/api/site-settings/openingHours', { value: { ...DEFAULT_OPENING_HOURS, days: { ...DEFAULT_OPENING_HOURS.days, monday: [{ opens: '18:00', closes: '10:00' }] } } }),
    ),
    fail('hours written as text', 'staff', 'validation_failed', () => put('/api/site-settings/openingHours', { value: 'Mon-Fri 10-6' })),
  ],
  'PUT /api/site-settings/:key': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', () => put('/api/site-settings/contactPhone', { value: '+34 600 000 000' })),
    fail('an unknown setting', 'staff', 'not_found', () => put('/api/site-settings/colour', { value: 'red' })),
    fail('a phone that is not one', 'staff', 'validation_failed', () => put('/api/site-settings/contactPhone', { value: 'call me' })),
    fail('a mail notice neither on nor off', 'staff', 'validation_failed', () => put('/api/site-settings/notifyNewRequest', { value: 'yes' })),
  ],
  'GET /api/events': [fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/events'))],
  'POST /api/events': [
    fail('no milestone', 'staff', 'validation_failed', () => post('/api/events', { ...fitting, milestone: '' })),
    fail('an erased request', 'staff', 'request_erased', (f) => post('/api/events', { ...fitting, requestId: f.erasedDressId, requestType: 'dress' })),
    fail('an unknown request', 'staff', 'not_found', (f) => post('/api/events', { ...fitting, requestId: f.unknownId, requestType: 'dress' })),
  ],
  'PATCH /api/events/:id': [
    fail('changed since it was read', 'staff', 'concurrent_change', (f) => patch(`/api/events/${f.eventId}`, { date: '2026-12-04' }, STALE)),
    fail('an invalid date', 'staff', 'validation_failed', (f) => patch(`/api/events/${f.eventId}`, { date: 'soon' })),
    fail('an unknown event', 'staff', 'not_found', (f) => patch(`/api/events/${f.unknownId}`, { date: '2026-12-04' })),
  ],
  'DELETE /api/events/:id': [fail('an unknown event', 'staff', 'not_found', (f) => del(`/api/events/${f.unknownId}`))],
  'GET /api/commissions/:id/plan': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/commissions/dress-${f.decidedDressId}/plan`)),
    fail('an unknown request', 'staff', 'not_found', (f) => get(`/api/commissions/dress-${f.unknownId}/plan`)),
    fail('an id that names no request', 'staff', 'not_found', () => get('/api/commissions/gown-1/plan')),
    fail('a request never approved, then erased', 'staff', 'not_found', (f) => get(`/api/commissions/dress-${f.erasedDressId}/plan`)),
    fail('an erased commission', 'staff', 'request_erased', (f) => get(`/api/commissions/${f.erasedCommissionId}/plan`)),
  ],
  'POST /api/commissions/:id/plan/accept': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/commissions/dress-${f.decidedDressId}/plan/accept`, {})),
    fail('from another site', 'staff', 'forbidden', (f) => post(`/api/commissions/dress-${f.decidedDressId}/plan/accept`, {}, FOREIGN)),
    fail('an unknown request', 'staff', 'not_found', (f) => post(`/api/commissions/dress-${f.unknownId}/plan/accept`, {})),
    fail('an erased commission', 'staff', 'request_erased', (f) => post(`/api/commissions/${f.erasedCommissionId}/plan/accept`, {})),
    fail('a Sunday', 'staff', 'validation_failed', (f) => post(`/api/commissions/dress-${f.decidedDressId}/plan/accept`, { items: [{ milestone: 'First Fitting', date: '2027-04-18' }] })),
    fail('a milestone that is not a step of the plan', 'staff', 'validation_failed', (f) =>
      post(`/api/commissions/dress-${f.decidedDressId}/plan/accept`, { items: [{ milestone: 'Event Date', date: '2027-04-17' }] }),
    ),
    fail('a malformed Idempotency-Key', 'staff', 'malformed_request', (f) => post(`/api/commissions/dress-${f.decidedDressId}/plan/accept`, {}, { 'idempotency-key': 'short' })),
  ],
  'GET /api/events/:id/fitting': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/events/${f.eventId}/fitting`)),
    fail('an unknown event', 'staff', 'not_found', (f) => get(`/api/events/${f.unknownId}/fitting`)),
  ],
  'PUT /api/events/:id/fitting': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => put(`/api/events/${f.eventId}/fitting`, { notes: '', changes: [] })),
    fail('a change with no words', 'staff', 'validation_failed', (f) => put(`/api/events/${f.eventId}/fitting`, { notes: '', changes: [{ text: '', done: false }] })),
    fail('an unknown event', 'staff', 'not_found', (f) => put(`/api/events/${f.unknownId}/fitting`, { notes: '', changes: [] })),
    fail('changed since it was read', 'staff', 'concurrent_change', (f) => ({ ...put(`/api/events/${f.eventId}/fitting`, { notes: '', changes: [] }), headers: STALE })),
    fail('from another site', 'staff', 'forbidden', (f) => ({ ...put(`/api/events/${f.eventId}/fitting`, { notes: '', changes: [] }), headers: FOREIGN })),
  ],
  'POST /api/events/:id/fitting/photos': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => postForm(`/api/events/${f.eventId}/fitting/photos`, {})),
    fail('no photo', 'staff', 'validation_failed', (f) => postForm(`/api/events/${f.eventId}/fitting/photos`, {})),
    fail('a PDF', 'staff', 'not_an_image', (f) => postForm(`/api/events/${f.eventId}/fitting/photos`, {}, [{ ...pdf(), field: 'photos' }])),
  ],
  'PATCH /api/events/:id/fitting/photos/:n': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => patch(`/api/events/${f.eventId}/fitting/photos/0`, { sharedWithClient: true })),
    fail('a photo the record does not have', 'staff', 'not_found', (f) => patch(`/api/events/${f.unknownId}/fitting/photos/0`, { sharedWithClient: true })),
    fail('no choice', 'staff', 'validation_failed', (f) => patch(`/api/events/${f.eventId}/fitting/photos/0`, {})),
  ],
  'GET /api/events/:id/fitting/photos/:n': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/events/${f.eventId}/fitting/photos/0`)),
    fail('a photo the record does not have', 'staff', 'not_found', (f) => get(`/api/events/${f.eventId}/fitting/photos/0`)),
  ],
  'GET /api/calendar.ics': [fail('a wrong token', 'visitor', 'not_found', () => get('/api/calendar.ics?token=guess'))],
  'GET /api/calendar-feed': [fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/calendar-feed'))],
  'POST /api/calendar-feed/token': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', () => post('/api/calendar-feed/token')),
    fail('from another site', 'staff', 'forbidden', () => post('/api/calendar-feed/token', undefined, FOREIGN)),
  ],
  'GET /api/mail': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/mail')),
    fail('a page of a thousand', 'staff', 'validation_failed', () => get('/api/mail?limit=1000')),
  ],
  'GET /api/mail/settings': [fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/mail/settings'))],
  'GET /api/mail/templates/:template/:lang': [
    fail('an unknown template', 'staff', 'not_found', () => get('/api/mail/templates/invoice/es')),
    fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/mail/templates/test/es')),
  ],
  'GET /api/mail/:id/preview': [
    fail('an unknown mail', 'staff', 'not_found', (f) => get(`/api/mail/${f.unknownMailId}/preview`)),
    fail('an id that is not one', 'staff', 'malformed_request', () => get('/api/mail/42/preview')),
  ],
  'POST /api/mail/:id/resend': [
    fail('a non-admin', 'staff', 'forbidden', (f) => post(`/api/mail/${f.pendingMailId}/resend`)),
    fail('a mail that did not fail', 'admin', 'change_not_allowed', (f) => post(`/api/mail/${f.pendingMailId}/resend`)),
    fail('an unknown mail', 'admin', 'not_found', (f) => post(`/api/mail/${f.unknownMailId}/resend`)),
  ],
  'POST /api/mail/test': [
    fail('a non-admin', 'staff', 'forbidden', () => post('/api/mail/test')),
    fail("before the atelier's email is saved", 'admin', 'change_not_allowed', () => post('/api/mail/test')),
  ],
  'POST /api/my-request/session': [
    fail('a token that opens nothing', 'visitor', 'not_found', () => post('/api/my-request/session', { token: 'no-such-token' })),
    fail('no token', 'visitor', 'validation_failed', () => post('/api/my-request/session', { token: '' })),
    fail('from another site', 'visitor', 'forbidden', () => post('/api/my-request/session', { token: 'no-such-token' }, FOREIGN)),
  ],
  'DELETE /api/my-request/session': [fail('from another site', 'client', 'forbidden', () => del('/api/my-request/session', FOREIGN))],
  'GET /api/my-request': [
    fail('no client session', 'visitor', 'not_found', () => get('/api/my-request')),
    fail('a staff sign-in is no client session', 'admin', 'not_found', () => get('/api/my-request')),
  ],
  'GET /api/my-request/events/:file': [
    fail('another request\'s appointment', 'client', 'not_found', (f) => get(`/api/my-request/events/${f.otherEventId}.ics`)),
    fail('no client session', 'visitor', 'not_found', (f) => get(`/api/my-request/events/${f.otherEventId}.ics`)),
  ],
  'GET /api/my-request/photos/:n': [
    fail('a photo she does not have', 'client', 'not_found', () => get('/api/my-request/photos/0')),
    fail('a position that is not a number', 'client', 'malformed_request', () => get('/api/my-request/photos/first')),
  ],
  'GET /api/my-request/fittings/:eventId/photos/:n': [
    fail("another request's fitting", 'client', 'not_found', (f) => get(`/api/my-request/fittings/${f.otherEventId}/photos/0`)),
    fail('no client session', 'visitor', 'not_found', (f) => get(`/api/my-request/fittings/${f.otherEventId}/photos/0`)),
  ],
  'POST /api/my-request/messages': [
    fail('an empty message', 'client', 'validation_failed', () => post('/api/my-request/messages', { text: ' ' })),
    fail('no client session', 'visitor', 'not_found', () => post('/api/my-request/messages', { text: 'Hola' })),
    fail('from another site', 'client', 'forbidden', () => post('/api/my-request/messages', { text: 'Hola' }, FOREIGN)),
  ],
  'POST /api/my-request/images': [
    fail('no photo', 'client', 'validation_failed', () => postForm('/api/my-request/images', {})),
    fail('a PDF', 'client', 'not_an_image', () => postForm('/api/my-request/images', {}, [{ ...pdf(), field: 'images' }])),
    fail('JSON instead of a form', 'client', 'unsupported_content_type', () => post('/api/my-request/images', {})),
  ],
  'POST /api/my-request/link': [
    fail('an address that is not one', 'visitor', 'validation_failed', () => post('/api/my-request/link', { email: 'nope' })),
    fail('a malformed Idempotency-Key', 'visitor', 'malformed_request', () => post('/api/my-request/link', { email: 'lucia@example.com' }, { 'idempotency-key': 'short' })),
    fail('from another site', 'visitor', 'forbidden', () => post('/api/my-request/link', { email: 'lucia@example.com' }, FOREIGN)),
  ],
  'GET /api/clients': [fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/clients'))],
  'GET /api/clients/:id': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/clients/dress-${f.decidedDressId}`)),
    fail('an unknown client', 'staff', 'not_found', (f) => get(`/api/clients/dress-${f.unknownId}`)),
  ],
  'GET /api/clients/:id/measurements': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/clients/dress-${f.decidedDressId}/measurements`)),
    fail('an id that is not a request key', 'staff', 'not_found', () => get('/api/clients/lucia/measurements')),
  ],
  'POST /api/clients/:id/measurements': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/clients/dress-${f.decidedDressId}/measurements`, { takenAt: '2026-11-20', values: { waist: 70 } })),
    fail('a waist of 5 cm', 'staff', 'validation_failed', (f) => post(`/api/clients/dress-${f.decidedDressId}/measurements`, { takenAt: '2026-11-20', values: { waist: 5 } })),
    fail('an unknown client', 'staff', 'not_found', (f) => post(`/api/clients/dress-${f.unknownId}/measurements`, { takenAt: '2026-11-20', values: { waist: 70 } })),
  ],
  'POST /api/clients/:id/measurements/:setId/accept': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/clients/dress-${f.decidedDressId}/measurements/dress-${f.decidedDressId}.1/accept`)),
    fail('an unknown client', 'staff', 'not_found', (f) => post(`/api/clients/dress-${f.unknownId}/measurements/dress-${f.unknownId}.1/accept`)),
    fail('a set id of another shape', 'staff', 'not_found', (f) => post(`/api/clients/dress-${f.decidedDressId}/measurements/1/accept`)),
  ],
  'POST /api/clients/:id/notes': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/clients/dress-${f.decidedDressId}/notes`, { text: 'Prefiere mañanas' })),
    fail('an empty note', 'staff', 'validation_failed', (f) => post(`/api/clients/dress-${f.decidedDressId}/notes`, { text: '  ' })),
  ],
  'POST /api/clients/:id/merge': [
    fail('a non-admin', 'staff', 'forbidden', (f) => post(`/api/clients/dress-${f.decidedDressId}/merge`, { from: `dress-${f.erasedDressId}` })),
    fail('a client that is not a request key', 'admin', 'validation_failed', (f) => post(`/api/clients/dress-${f.decidedDressId}/merge`, { from: 'lucia@example.com' })),
    fail('an unknown client to merge', 'admin', 'not_found', (f) => post(`/api/clients/dress-${f.decidedDressId}/merge`, { from: `dress-${f.unknownId}` })),
  ],
  'POST /api/clients/:id/erase': [
    fail('a non-admin', 'staff', 'forbidden', (f) => post(`/api/clients/dress-${f.decidedDressId}/erase`)),
    fail('an unknown client', 'admin', 'not_found', (f) => post(`/api/clients/dress-${f.unknownId}/erase`)),
  ],
  'GET /api/commissions/:id/measurements': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/commissions/dress-${f.decidedDressId}/measurements`)),
    fail('a request that was never approved', 'staff', 'not_found', (f) => get(`/api/commissions/dress-${f.unknownId}/measurements`)),
  ],
  'POST /api/commissions/:id/measurements/pin': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/commissions/dress-${f.decidedDressId}/measurements/pin`, { setId: 'x.1' })),
    fail('no set', 'staff', 'validation_failed', (f) => post(`/api/commissions/dress-${f.decidedDressId}/measurements/pin`, { setId: '' })),
    fail('a request that was never approved', 'staff', 'not_found', (f) => post(`/api/commissions/dress-${f.unknownId}/measurements/pin`, { setId: 'x.1' }, { 'if-match': '"0"' })),
    fail('no If-Match', 'staff', 'precondition_required', (f) => post(`/api/commissions/dress-${f.decidedDressId}/measurements/pin`, { setId: `dress-${f.decidedDressId}.1` })),
    fail('a stale If-Match', 'staff', 'concurrent_change', (f) => post(`/api/commissions/dress-${f.decidedDressId}/measurements/pin`, { setId: `dress-${f.decidedDressId}.1` }, STALE)),
  ],
  'POST /api/my-request/measurements': [
    fail('no client session', 'visitor', 'not_found', () => post('/api/my-request/measurements', { values: { waist: 70 } })),
    fail('a waist of 500 cm', 'client', 'validation_failed', () => post('/api/my-request/measurements', { values: { waist: 500 } })),
    fail('from another site', 'client', 'forbidden', () => post('/api/my-request/measurements', { values: { waist: 70 } }, FOREIGN)),
  ],
  'GET /api/commissions': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', () => get('/api/commissions')),
    fail('a client session is no staff sign-in', 'client', 'not_signed_in', () => get('/api/commissions')),
  ],
  'GET /api/commissions/:id': [
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/commissions/dress-${f.decidedDressId}`)),
    fail('a request never approved', 'staff', 'not_found', (f) => get(`/api/commissions/dress-${f.unknownId}`)),
    fail('an id that is no request key', 'staff', 'not_found', () => get('/api/commissions/gown-1')),
  ],
  'POST /api/commissions/:id/stage': [
    fail('no If-Match', 'admin', 'precondition_required', (f) => post(`/api/commissions/dress-${f.decidedDressId}/stage`, { stage: 'design' })),
    fail('a stale If-Match', 'admin', 'concurrent_change', (f) => post(`/api/commissions/dress-${f.decidedDressId}/stage`, { stage: 'design' }, STALE)),
    fail('the deposit not paid, and no override', 'admin', 'change_not_allowed', (f) => post(`/api/commissions/dress-${f.decidedDressId}/stage`, { stage: 'deposit' }, { 'if-match': '"0"' })),
    fail('an erased commission', 'admin', 'request_erased', (f) => post(`/api/commissions/${f.erasedCommissionId}/stage`, { stage: 'design' }, { 'if-match': '"1"' })),
    fail('a stage not in the list', 'admin', 'validation_failed', (f) => post(`/api/commissions/dress-${f.decidedDressId}/stage`, { stage: 'ironing' }, { 'if-match': '"0"' })),
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/commissions/dress-${f.decidedDressId}/stage`, { stage: 'design' })),
    fail('from another site', 'admin', 'forbidden', (f) => post(`/api/commissions/dress-${f.decidedDressId}/stage`, { stage: 'design' }, FOREIGN)),
  ],
  'POST /api/commissions/:id/quote': [
    fail('no lines', 'admin', 'validation_failed', (f) => post(`/api/commissions/dress-${f.decidedDressId}/quote`, { lines: [], validUntil: '2099-12-31' })),
    fail('valid until a day past', 'admin', 'change_not_allowed', (f) => post(`/api/commissions/dress-${f.decidedDressId}/quote`, { lines: [{ label: 'Diseño', amountCents: 100 }], validUntil: '2000-01-01' })),
    fail('a request never approved', 'admin', 'not_found', (f) => post(`/api/commissions/dress-${f.unknownId}/quote`, { lines: [{ label: 'Diseño', amountCents: 100 }], validUntil: '2099-12-31' })),
    fail('an erased commission', 'admin', 'request_erased', (f) => post(`/api/commissions/${f.erasedCommissionId}/quote`, { lines: [{ label: 'Diseño', amountCents: 100 }], validUntil: '2099-12-31' })),
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/commissions/dress-${f.decidedDressId}/quote`, {})),
  ],
  'POST /api/commissions/:id/payments': [
    fail('an amount of nothing', 'admin', 'validation_failed', (f) => post(`/api/commissions/dress-${f.decidedDressId}/payments`, { amountCents: 0, method: 'cash', paidAt: '2026-11-28' })),
    fail('a request never approved', 'admin', 'not_found', (f) => post(`/api/commissions/dress-${f.unknownId}/payments`, { amountCents: 100, method: 'cash', paidAt: '2026-11-28' })),
    fail('an erased commission', 'admin', 'request_erased', (f) => post(`/api/commissions/${f.erasedCommissionId}/payments`, { amountCents: 100, method: 'cash', paidAt: '2026-11-28' })),
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => post(`/api/commissions/dress-${f.decidedDressId}/payments`, {})),
    fail('a malformed Idempotency-Key', 'admin', 'malformed_request', (f) =>
      post(`/api/commissions/dress-${f.decidedDressId}/payments`, { amountCents: 100, method: 'cash', paidAt: '2026-11-28' }, { 'idempotency-key': 'short' }),
    ),
  ],
  'POST /api/commissions/:id/fabrics': [
    fail('no swatch', 'admin', 'validation_failed', (f) => postForm(`/api/commissions/dress-${f.decidedDressId}/fabrics`, commissionFabric)),
    fail('a PDF for the swatch', 'admin', 'not_an_image', (f) => postForm(`/api/commissions/dress-${f.decidedDressId}/fabrics`, commissionFabric, [{ ...pdf(), field: 'swatch' }])),
    fail('JSON instead of a form', 'admin', 'unsupported_content_type', (f) => post(`/api/commissions/dress-${f.decidedDressId}/fabrics`, commissionFabric)),
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => postForm(`/api/commissions/dress-${f.decidedDressId}/fabrics`, commissionFabric)),
  ],
  'GET /api/commissions/:id/fabrics/:fabricId/swatch': [
    fail('an option the commission does not have', 'staff', 'not_found', (f) => get(`/api/commissions/dress-${f.decidedDressId}/fabrics/9/swatch`)),
    fail('an option id that is not a number', 'staff', 'malformed_request', (f) => get(`/api/commissions/dress-${f.decidedDressId}/fabrics/first/swatch`)),
    fail('nobody is signed in', 'visitor', 'not_signed_in', (f) => get(`/api/commissions/dress-${f.decidedDressId}/fabrics/1/swatch`)),
  ],
  'POST /api/my-request/quote/accept': [
    fail('no quote sent yet', 'client', 'change_not_allowed', () => post('/api/my-request/quote/accept', { quote: 1 })),
    fail('no quote number', 'client', 'validation_failed', () => post('/api/my-request/quote/accept', {})),
    fail('no client session', 'visitor', 'not_found', () => post('/api/my-request/quote/accept', { quote: 1 })),
    fail('from another site', 'client', 'forbidden', () => post('/api/my-request/quote/accept', { quote: 1 }, FOREIGN)),
  ],
  'POST /api/my-request/fabrics/:fabricId/choose': [
    fail('an option she was not offered', 'client', 'not_found', () => post('/api/my-request/fabrics/9/choose')),
    fail('no client session', 'visitor', 'not_found', () => post('/api/my-request/fabrics/1/choose')),
    fail('a staff sign-in is no client session', 'admin', 'not_found', () => post('/api/my-request/fabrics/1/choose')),
  ],
  'GET /api/my-request/fabrics/:fabricId/swatch': [
    fail('an option she was not offered', 'client', 'not_found', () => get('/api/my-request/fabrics/9/swatch')),
    fail('no client session', 'visitor', 'not_found', () => get('/api/my-request/fabrics/1/swatch')),
  ],
  'GET /media/*': [
    fail('an address that cannot be a key', 'visitor', 'malformed_request', () => get('/media/gallery/%E0%A4%A.webp')),
    fail('an unknown image', 'visitor', 'not_found', () => get('/media/gallery/none.webp')),
    fail('a private photo', 'visitor', 'not_found', () => get('/media/requests/dress/1/0.webp')),
  ],
};

/** What the app-wide middlewares answer before any endpoint: every path they cover. */
export const APP_WIDE_CASES: ErrorCase[] = [
  fail('an unknown API path', 'visitor', 'not_found', () => get('/api/no-such-thing')),
  fail('an unknown API path, posted', 'visitor', 'not_found', () => post('/api/no-such-thing', {})),
  fail('a site page posted to', 'visitor', 'method_not_allowed', (_f, lang) => post(lang === 'en' ? '/en/contact' : '/contacto')),
];
