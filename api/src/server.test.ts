import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERASED, openEventStore } from '@atelier/event-store';
import { bruteForceSealedBox, dirsUnder, filesUnder, findOnDisk } from '@atelier/event-store/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, formOf, jpegWithGps, validDressOrder } from './testing/fixtures.ts';
import { START_BOUND_MS, exited, freePort, registerFirstAdmin, startServer } from './testing/server-process.ts';

describe('server process (embedded mode)', () => {
  let dataDir: string;
  let port: number;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-server-'));
    port = await freePort();
    env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('an accepted order survives a crash (SIGKILL) and a restart; SIGTERM then stops it gracefully', async () => {
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(env);
    const form = formOf(validDressOrder, [{ field: 'image', file: file(await jpegWithGps(), 'me.jpg', 'image/jpeg') }]);
    const accepted = await fetch(`${base}/api/dress-orders`, { method: 'POST', body: form, headers: { origin: base } });
    expect(accepted.status).toBe(201);
    const { id } = (await accepted.json()) as { id: number };
    first.child.kill('SIGKILL');
    await exited(first.child);

    // The dead process left its lock file behind; the new one takes it over.
    const second = await startServer(env);
    const cookie = await registerFirstAdmin(base);
    const list = (await (await fetch(`${base}/api/requests`, { headers: { cookie } })).json()) as { id: number; type: string }[];
    expect(list).toEqual([expect.objectContaining({ id, type: 'dress', status: 'pending' })]);
    const photo = await fetch(`${base}/api/requests/dress/${id}/images/0`, { headers: { cookie } });
    expect(photo.status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(second.output()).not.toContain('"level":"error"');
  }, 3 * START_BOUND_MS);

  it('refuses to start with a bad environment variable, naming it', async () => {
    await expect(startServer({ ...env, PORT: 'seventy' })).rejects.toThrow(/PORT must be an integer 1-65535 \(got "seventy"\)/);
  });
});

describe('erasure through the API, on disk (embedded mode)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-erasure-'));
    await chmod(dataDir, 0o755); // as an older version, or a hand-made directory, left it
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('leaves nothing on disk that opens the erased personal data without the master key; every file is private', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const since = Date.now();
    const server = await startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    try {
      const form = formOf(validDressOrder, [{ field: 'image', file: file(await jpegWithGps(), 'me.jpg', 'image/jpeg') }]);
      const accepted = await fetch(`${base}/api/dress-orders`, { method: 'POST', body: form, headers: { origin: base } });
      expect(accepted.status).toBe(201);
      const { id } = (await accepted.json()) as { id: number };
      // A second client's order stays: its photo is a blob file on disk at the end.
      // Her details are all her own, so that what the scan below finds in the clear is the erased client's only.
      const kept = formOf({ ...validDressOrder, fullName: 'Kept Client', email: 'kept@example.com', phone: '+34 611 222 333', address: 'Calle Otra 2, Sevilla' }, [{ field: 'image', file: file(await jpegWithGps(), 'me.jpg', 'image/jpeg') }]);
      expect((await fetch(`${base}/api/dress-orders`, { method: 'POST', body: kept, headers: { origin: base } })).status).toBe(201);
      const cookie = await registerFirstAdmin(base);
      const erased = await fetch(`${base}/api/requests/dress/${id}/erase`, { method: 'POST', headers: { origin: base, cookie } });
      expect(erased.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await exited(server.child)).toBe(0);
    }

    expect(dirsUnder(dataDir).filter((dir) => dir.mode !== 0o700)).toEqual([]);
    const files = filesUnder(dataDir);
    expect(files.filter((f) => f.mode !== 0o600)).toEqual([]);
    const keyFile = join(dataDir, 'pii-master-key');
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining([keyFile, join(dataDir, 'session-secret')]));
    expect(files.some((f) => f.path.startsWith(join(dataDir, 'blobs')) && !f.path.includes('/.meta/'))).toBe(true); // the photo

    // What the erased request sealed, read with the master key (which the attacker lacks).
    const store = await openEventStore({ dataDir: join(dataDir, 'pglite'), masterKey: (await readFile(keyFile, 'utf8')).trim() });
    let streamId: string;
    let sealed: string;
    try {
      const { rows } = await sql<{ stream_id: string; sealed: string }>`
        SELECT stream_id, data->'$pii'->>'sealed' AS sealed FROM events
        WHERE stream_id = (SELECT stream_id FROM events WHERE type = 'PersonalDataErased') AND data ? '$pii'`.execute(store.db);
      expect(rows).toHaveLength(1);
      ({ stream_id: streamId, sealed } = rows[0]!);
      expect((await store.readStream(streamId)).events[0]!.data).toMatchObject({ email: ERASED, fullName: ERASED, phone: ERASED, address: ERASED });
    } finally {
      await store.close();
    }
    const clear = findOnDisk(dataDir, {
      email: Buffer.from(validDressOrder.email),
      otherEmail: Buffer.from('kept@example.com'),
      name: Buffer.from(validDressOrder.fullName),
      phone: Buffer.from(validDressOrder.phone),
      address: Buffer.from(validDressOrder.address),
    });
    // Without SMTP_URL, mail is written to DATA_DIR/mail as it would have gone out, in the clear
    // (docs/product.md#mail): the kept client's acknowledgement is there, and only there; the
    // erased client's mails went with her erasure.
    const mailDir = join(dataDir, 'mail');
    const kept = clear.otherEmail ?? [];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((path) => path.startsWith(`${mailDir}/`) && path.endsWith('.eml'))).toBe(true);
    expect({ ...clear, otherEmail: [] }).toEqual({ email: [], otherEmail: [], name: [], phone: [], address: [] });
    // Every 32-byte window of every file written since the start, the key file aside.
    const written = filesUnder(dataDir).filter((f) => f.mtimeMs >= since - 1 && f.path !== keyFile);
    expect(bruteForceSealedBox(written.map((f) => f.path), sealed, streamId)).toBeNull();
  }, 240_000);

  it('refuses to start with another master key than the one that wrapped the data, saying what to set', async () => {
    const port = await freePort();
    const other = Buffer.alloc(32, 5).toString('base64');
    const start = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PII_MASTER_KEY: other });
    await expect(start).rejects.toThrow(/The PII master key does not match this database[\s\S]*Set PII_MASTER_KEY to the key this database was written with/);
    await expect(start).rejects.not.toThrow(other);
  }, 120_000);
});
