import { describeEachStore, transactionAgeSeconds } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS } from '@atelier/projections';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { TestClient } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';

interface HealthBody {
  status: string;
  projections: { projection: string; eventsBehind: number; atLeast: boolean; oldestAgeSeconds: number | null }[] | null;
  horizon: { ageSeconds: number | null; pid: number | null; scope: string } | null;
  thresholds: { maxLagAgeSeconds: number; maxHorizonAgeSeconds: number };
  reasons: { code: string; projection?: string; ageSeconds?: number; thresholdSeconds?: number; message: string }[];
}

const metadata = { actor: 'system', correlationId: 'health-test', causationId: null };
const names = ALL_PROJECTIONS.map((projection) => projection.name);

describeEachStore('/api/health: projection lag and the horizon', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind);
  });
  afterEach(() => t.close());

  /** The app with thresholds of 0 s: any pending event or open writer is past them. */
  const strict = () => new TestClient(createApp({ ...t.ctx, config: { ...t.ctx.config, health: { maxLagAgeSeconds: 0, maxHorizonAgeSeconds: 0 } } }));
  const health = async (client: TestClient) => {
    const response = await client.get('/api/health');
    return { status: response.status, body: (await response.json()) as HealthBody };
  };

  it('reports every projection with no lag and the default thresholds on a fresh database: ok, 200', async () => {
    const { status, body } = await health(t.client());
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', reasons: [], thresholds: { maxLagAgeSeconds: 30, maxHorizonAgeSeconds: 60 } });
    expect(body.projections).toEqual(names.map((projection) => ({ projection, eventsBehind: 0, atLeast: false, oldestAgeSeconds: null })));
    expect(body.horizon).toMatchObject({ scope: 'cluster' });
  });

  it('turns degraded (200) with a reason per projection when events wait past the limit', async () => {
    await t.runner.stop(); // nothing projects from here on
    await t.store.append('health-1', [{ type: 'HealthProbeTicked', data: {} }], { streamType: 'health', expectedVersion: -1, metadata });
    const { status, body } = await health(strict());
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.projections?.map((p) => [p.projection, p.eventsBehind])).toEqual(names.map((name) => [name, 1]));
    expect(body.reasons.filter((r) => r.code === 'projection-lag').map((r) => r.projection)).toEqual(names);
    // With the default limits the same lag is fine.
    expect((await health(t.client())).body.status).toBe('ok');
  });

  if (kind === 'postgres') {
    it('names the age of a transaction holding the horizon back, and the events it holds back as lag', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let began!: () => void;
      const begun = new Promise<void>((resolve) => (began = resolve));
      // The late-commit pattern: a writer takes an xid and stays open.
      let writerPid = 0;
      const writer = t.store.transaction(async (trx) => {
        writerPid = (await sql<{ pid: number }>`SELECT pg_current_xact_id(), pg_backend_pid() AS pid`.execute(trx)).rows[0]!.pid;
        began();
        await released;
      });
      try {
        await begun;
        // Committed, but behind the open writer: no projector can read it yet.
        await t.store.append('health-2', [{ type: 'HealthProbeTicked', data: {} }], { streamType: 'health', expectedVersion: -1, metadata });
        // By the database's clock, which measures the holder too: no sleep, no second clock.
        const writerAge = await transactionAgeSeconds(t.store.db, writerPid);
        const { status, body } = await health(strict());
        expect(status).toBe(200);
        expect(body.status).toBe('degraded');
        // The oldest holder is this writer or an older one (the server is shared with other tests).
        expect(body.horizon?.ageSeconds).toBeGreaterThanOrEqual(writerAge);
        const horizonReason = body.reasons.find((r) => r.code === 'horizon-held');
        expect(horizonReason).toMatchObject({ thresholdSeconds: 0, message: expect.stringContaining('holds back every projection') });
        expect(horizonReason?.ageSeconds).toBeGreaterThanOrEqual(Math.floor(writerAge * 10) / 10);
        expect(body.reasons.filter((r) => r.code === 'projection-lag').map((r) => r.projection)).toEqual(names);
      } finally {
        release();
        await writer;
      }
    });
  }
});
