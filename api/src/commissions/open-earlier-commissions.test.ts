import { randomInt } from 'node:crypto';
import { commissionStream, commissionStreamId, dressOrderStreamId, personalDataErased } from '@atelier/domain';
import { readState } from '@atelier/event-store';
import { describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEarlierCommissions } from './open-earlier-commissions.ts';

const metadata = { actor: 'user-designer', correlationId: 'c', causationId: null };
const at = '2026-03-01T10:00:00.000Z';

describeEachStore('commissions approved before CommissionOpened existed (ADR 065)', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.cleanup());

  /** An approval as it was stored before openings: the request's events only, and maybe a stage move on the commission's stream. */
  async function earlierApproval(options: { moved?: boolean; erased?: boolean } = {}): Promise<string> {
    const requestId = randomInt(1, 2 ** 40);
    const streamId = dressOrderStreamId(requestId);
    await t.store.append(streamId, [{ type: 'DressOrderSubmitted', data: { requestId, fullName: 'Ana', submittedAt: at }, pii: ['fullName'] }], { streamType: 'dress-order', expectedVersion: -1, metadata });
    await t.store.append(streamId, [{ type: 'RequestApproved', data: { requestId, requestType: 'dress', at } }], { streamType: 'dress-order', expectedVersion: 0, metadata });
    const commissionId = `dress-${requestId}`;
    if (options.moved) {
      const data = { commissionId, from: 'consultation', to: 'design', overrideReason: null, at };
      await t.store.append(commissionStreamId(commissionId), [{ type: 'CommissionStageMoved', data }], { streamType: 'commission', expectedVersion: -1, metadata });
    }
    if (options.erased) await t.store.eraseSubject(streamId, personalDataErased(streamId, at), metadata);
    return commissionId;
  }

  const historyOf = async (commissionId: string) => (await t.store.readStream(commissionStreamId(commissionId))).events;

  it('opens each once with the approval\'s moment and actor, after what its stream held, and a second run opens nothing', async () => {
    const plain = await earlierApproval();
    const moved = await earlierApproval({ moved: true });
    expect(await openEarlierCommissions(t.store)).toBeGreaterThanOrEqual(2);
    expect((await historyOf(plain)).map((e) => e.type)).toEqual(['CommissionOpened']);
    expect((await historyOf(moved)).map((e) => e.type)).toEqual(['CommissionStageMoved', 'CommissionOpened']);
    const [opening] = await historyOf(plain);
    expect(opening).toMatchObject({ data: { commissionId: plain, requestType: 'dress', at }, metadata: { actor: 'user-designer' } });
    expect((await readState(t.store, commissionStream(moved))).state).toMatchObject({ opened: true, stage: 'design' });
    expect(await openEarlierCommissions(t.store)).toBe(0);
    expect(await historyOf(plain)).toHaveLength(1);
  });

  it('erases the commission of a request erased before, so its decider refuses it as any erased one', async () => {
    const erased = await earlierApproval({ erased: true });
    await openEarlierCommissions(t.store);
    expect((await historyOf(erased)).map((e) => e.type)).toEqual(['CommissionOpened', 'PersonalDataErased']);
    expect((await readState(t.store, commissionStream(erased))).state).toMatchObject({ opened: true, erased: true });
  });

  it('opens each once when two processes run it at once', async () => {
    const commissionId = await earlierApproval();
    await Promise.all([openEarlierCommissions(t.store), openEarlierCommissions(t.store)]);
    expect((await historyOf(commissionId)).map((e) => e.type)).toEqual(['CommissionOpened']);
  });
});
