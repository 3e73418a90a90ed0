import type { PublicUser } from '@atelier/contracts';
import { dressOrderStreamId } from '@atelier/domain';
import { openTestStore } from '@atelier/event-store/testing';
import { CONTACT_RATE_LIMIT } from '../routes/contact-messages.ts';
import { createApp } from '../app.ts';
import { createStaff, registerFirstAdmin } from './actors.ts';
import { TestClient } from './client.ts';
import { clientOf } from './client-page.ts';
import { addedImage, addedReview } from './gallery.ts';
import { openOutbox } from './mail.ts';
import type { TestApp } from './harness.ts';
import { createdId, submitDressOrder } from './requests.ts';

/**
 * Who sends a request: nobody signed in, a signed-in non-admin, the admin, a client with a
 * session on her request's page, or anyone on an app whose database is gone.
 */
export type Sender = 'visitor' | 'staff' | 'admin' | 'client' | 'broken';

/** What the error cases refer to: items in a known state, and a client per sender. */
export interface ErrorFixtures {
  clients: Record<Sender, TestClient>;
  adminId: string;
  /** A dress order already approved: it cannot be decided again. */
  decidedDressId: number;
  /** A dress order whose client data was erased: it cannot be scheduled. */
  erasedDressId: number;
  /** An approved dress order erased since: its commission takes no command (409 request_erased). */
  erasedCommissionId: string;
  /** An appointment of another request than the client's (the client's is decidedDressId). */
  otherEventId: number;
  /** An Idempotency-Key a stored dress order used. */
  usedKey: string;
  imageId: number;
  reviewId: number;
  eventId: number;
  /** A category that exists. */
  category: string;
  /** Something no item has as its id. */
  unknownId: number;
  unknownUuid: string;
  /** A mail of the outbox that did not fail (the decided dress order's), and an id no mail has. */
  pendingMailId: string;
  unknownMailId: string;
}

export const fitting = { clientName: 'Lucía Fernández', date: '2026-12-03', eventType: 'wedding', milestone: 'First Fitting', notes: '' };
export const contactMessage = { name: 'Carmen Ortega', email: 'carmen.ortega@example.com', subject: 'Cita', message: '¿Tenéis hueco el jueves por la tarde?' };

/** The id of a mail the outbox made for the request `dress-order-<id>`. */
async function aMailOf(t: TestApp, dressId: number): Promise<string> {
  const row = await t.store.db.selectFrom('rm_mail_outbox').select('outbox_id').where('request_stream_id', '=', dressOrderStreamId(dressId)).executeTakeFirst();
  if (!row) throw new Error(`no mail for dress order ${dressId}`);
  return row.outbox_id;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * An app like `t`'s whose database is gone (a closed store): every query fails, so an
 * endpoint's only error is the 500, and the health check says the server is down.
 */
async function brokenClient(t: TestApp): Promise<TestClient> {
  const dead = await openTestStore('pglite');
  await dead.cleanup();
  return new TestClient(createApp({ ...t.ctx, store: Object.create(t.store, { db: { value: dead.store.db } }) }));
}

/** Items in the states the error cases need, made through the API as a user would. */
export async function prepareErrorFixtures(t: TestApp): Promise<ErrorFixtures> {
  const admin = await registerFirstAdmin(t);
  const staff = await createStaff(t, admin, 'marta');
  const adminId = ((await (await expectOk(await admin.get('/api/user'), 'who am I')).json()) as PublicUser).id;
  await openOutbox(t);

  const decidedDressId = await createdId(submitDressOrder(t.client(), { fullName: 'Decided Dora' }));
  await expectOk(await admin.patchJson(`/api/dress-orders/${decidedDressId}/status`, { status: 'approved' }), 'approving');
  const erasedDressId = await createdId(submitDressOrder(t.client(), { fullName: 'Erased Elena' }));
  await expectOk(await admin.request(`/api/requests/dress/${erasedDressId}/erase`, { method: 'POST' }), 'erasing');
  const erasedApprovedId = await createdId(submitDressOrder(t.client(), { fullName: 'Erased Emma' }));
  await expectOk(await admin.patchJson(`/api/dress-orders/${erasedApprovedId}/status`, { status: 'approved' }), 'approving');
  await expectOk(await admin.request(`/api/requests/dress/${erasedApprovedId}/erase`, { method: 'POST' }), 'erasing');
  const usedKey = 'error-cases-used-key';
  await createdId(submitDressOrder(t.client(), { fullName: 'Keyed Karla' }, [], { 'idempotency-key': usedKey }));

  const imageId = (await addedImage(admin)).id;
  const reviewId = (await addedReview(admin)).id;
  const category = 'bodas';
  await expectOk(await admin.postJson('/api/categories', { name: category }), 'adding a category');
  const eventId = ((await (await expectOk(await admin.postJson('/api/events', fitting), 'scheduling')).json()) as { id: number }).id;

  // Every address may get a few messages accepted in a window: this one has had them all.
  const visitor = t.client();
  for (let n = 0; n < CONTACT_RATE_LIMIT.limit; n++) {
    await expectOk(await visitor.postJson('/api/contact-messages', { ...contactMessage, message: `${contactMessage.message} (${n})` }), 'a contact message');
  }

  const client = await clientOf(t, 'dress', decidedDressId);

  return {
    clients: { visitor, staff, admin, client, broken: await brokenClient(t) },
    otherEventId: eventId,
    adminId,
    decidedDressId,
    erasedDressId,
    erasedCommissionId: `dress-${erasedApprovedId}`,
    usedKey,
    imageId,
    reviewId,
    eventId,
    category,
    unknownId: 987_654,
    unknownUuid: '0b7e9c1a-5f43-4d2e-9a61-3c8d2f7b1e05',
    pendingMailId: await aMailOf(t, decidedDressId),
    unknownMailId: '0'.repeat(32),
  };
}
