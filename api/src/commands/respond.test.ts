import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStore } from '@atelier/event-store/testing';
import { formOf, validDressOrder } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';

describeEachStore('read your writes', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 202 with the position reached when the read models do not catch up in time, and the request is still kept', async () => {
    await t.runner.stop();
    t.ctx.readYourWritesMs = 100;
    const response = await t.client().postForm('/api/dress-orders', formOf(validDressOrder));
    expect(response.status).toBe(202);
    const body = (await response.json()) as { id: number; position: { globalPosition: number } };
    expect(body).toMatchObject({ id: expect.any(Number), type: 'dress', status: 'pending' });
    expect(body.position.globalPosition).toBeGreaterThan(0);
    const { events } = await t.store.readStream(`dress-order-${body.id}`);
    expect(events.map((e) => e.type)).toEqual(['DressOrderSubmitted']);
  });
});
