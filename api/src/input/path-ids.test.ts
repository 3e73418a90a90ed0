import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/harness.ts';
import { createdId, listRequests, pngUpload, submitDressOrder } from '../testing/requests.ts';

/** Spellings that Number() reads as `id` but that are not the canonical decimal id. */
const aliases = (id: number) => [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `0${id}`, `${id}.0`, `${id}%20`, `%20${id}`, `${id}n`];

/** Every route that takes an id or a position reads it through path-params.ts (whose rules path-params.test.ts covers). */
describe('ids in paths are canonical positive decimal integers, on every route that takes one', () => {
  const shared = useTestApp('pglite', { admin: true });

  it('no alias of an existing id reaches it: reads, verdicts and erasure answer 400', async () => {
    const id = await createdId(submitDressOrder(shared.t.client(), {}, [await pngUpload('image')]));
    expect((await shared.admin.get(`/api/requests/dress/${id}/history`)).status).toBe(200);
    expect((await shared.admin.get(`/api/requests/dress/${id}/images/0`)).status).toBe(200);

    for (const alias of aliases(id)) {
      const calls = [
        shared.admin.get(`/api/requests/dress/${alias}/history`),
        shared.admin.get(`/api/requests/dress/${alias}/images/0`),
        shared.admin.patchJson(`/api/dress-orders/${alias}/status`, { status: 'approved' }),
        shared.admin.request(`/api/requests/dress/${alias}/erase`, { method: 'POST' }),
      ];
      for (const response of await Promise.all(calls)) expect({ alias, status: response.status }).toEqual({ alias, status: 400 });
    }
    for (const index of ['00', '0x0', '-0', '0.0', '+0']) {
      expect((await shared.admin.get(`/api/requests/dress/${id}/images/${index}`)).status).toBe(400);
    }
    const [row] = await listRequests(shared.admin);
    expect(row).toMatchObject({ id, status: 'pending', fullName: 'Lucía Fernández' });
  });
});
