import { expect, it } from 'vitest';
import { describeEachStore } from '@atelier/event-store/testing';
import { formOf, validDressOrder } from '../testing/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';

describeEachStore('read your writes', (kind) => {
  const shared = useTestApp(kind);

  it('answers 202 with the position reached when the read models do not catch up in time, and the request is still kept', async () => {
    await shared.t.runner.stop();
    shared.t.ctx.readYourWritesMs = 100;
    const response = await shared.t.client().postForm('/api/dress-orders', formOf(validDressOrder));
    expect(response.status).toBe(202);
    const body = (await response.json()) as { id: number; position: { globalPosition: number } };
    expect(body).toMatchObject({ id: expect.any(Number), type: 'dress', status: 'pending' });
    expect(body.position.globalPosition).toBeGreaterThan(0);
    const { events } = await shared.t.store.readStream(`dress-order-${body.id}`);
    expect(events.map((e) => e.type)).toEqual(['DressOrderSubmitted']);
  });
});
