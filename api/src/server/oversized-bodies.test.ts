import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { message } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAnswer, rawUpload, type RawUpload } from '../testing/raw-upload.ts';
import { START_BOUND_MS, busyCores, exited, freePort, startServer, type ServerProcess } from '../testing/server-process.ts';

const MB = 1024 * 1024;
/** The sign-in's JSON limit (api/src/routes/auth.ts). */
const LOGIN_LIMIT = 4096;

let server: ServerProcess;
let port: number;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atelier-bodies-'));
  port = await freePort();
  server = await startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
}, START_BOUND_MS);
afterAll(async () => {
  const gone = exited(server.child);
  server.child.kill('SIGTERM');
  await gone;
  await rm(dataDir, { recursive: true, force: true });
});

const headers = (lang: 'es' | 'en' | undefined, type = 'application/json') => ({
  Origin: `http://127.0.0.1:${port}`,
  'Content-Type': type,
  ...(lang ? { 'Accept-Language': lang } : {}),
});

/** What the client read, in a line: the whole answer or what is missing. */
async function send(upload: RawUpload): Promise<string> {
  const outcome = await rawUpload(port, upload);
  const answer = firstAnswer(outcome.received);
  if (!answer.complete) return `incomplete ${answer.status} (${outcome.error ?? 'no error'})`;
  const { code, message: text } = JSON.parse(answer.body) as { code: string; message: string };
  return `${answer.status} ${answer.headers.connection} ${code}: ${text}`;
}

describe('an oversized body is answered 413 and the client reads it, on a loaded machine', () => {
  let cores: ReturnType<typeof busyCores>;
  beforeAll(() => {
    cores = busyCores(2);
  });
  afterAll(() => cores.stop());

  it('a 20 MB JSON body with a Content-Length and a 50 MB chunked one, ten times each, beside two busy cores', { timeout: 600_000 }, async () => {
    const answers: string[] = [];
    for (let round = 0; round < 10; round++) {
      answers.push(await send({ path: '/api/login', headers: headers('en'), body: 20 * MB }));
      answers.push(await send({ path: '/api/login', headers: headers(undefined), body: 50 * MB, chunked: true }));
    }
    const expected = ['413 close too_large: The request is too large', '413 close too_large: La solicitud es demasiado grande'];
    expect(answers).toEqual(Array.from({ length: 10 }, () => expected).flat());
  });

  it('a multipart upload past its limit is refused the same way, in the language asked for', { timeout: 300_000 }, async () => {
    const multipart = 'multipart/form-data; boundary=x';
    const answers = [
      await send({ path: '/api/dress-orders', headers: headers('en', multipart), body: 20 * MB }),
      await send({ path: '/api/dress-orders', headers: headers('es', multipart), body: 50 * MB, chunked: true }),
    ];
    expect(answers).toEqual([`413 close too_large: ${message('fileTooLarge', 'en', { mb: 5 })}`, `413 close too_large: ${message('fileTooLarge', 'es', { mb: 5 })}`]);
  });
});

describe('around the limit', () => {
  /** Sign-in data of exactly `bytes` bytes, for a user of its own (the sign-in throttle counts failures per user). */
  const credentials = (bytes: number, username: string) => {
    const json = (password: string) => JSON.stringify({ username, password });
    return Buffer.from(json('p'.repeat(bytes - json('').length)));
  };
  const health = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

  it('a body just under the limit is read and judged, and its connection serves the next request; one byte more is 413', async () => {
    for (const chunked of [false, true]) {
      const under = await rawUpload(port, { path: '/api/login', headers: headers('en'), body: credentials(LOGIN_LIMIT, `under-${chunked}`), chunked, then: health });
      const answer = firstAnswer(under.received);
      expect({ chunked, status: answer.status, code: (JSON.parse(answer.body) as { code: string }).code, connection: answer.headers.connection }).toEqual({ chunked, status: 400, code: 'validation_failed', connection: 'keep-alive' });
      expect(firstAnswer(under.received.subarray(under.received.length - answer.after)).status).toBe(200);
      const over = await rawUpload(port, { path: '/api/login', headers: headers('en'), body: credentials(LOGIN_LIMIT + 1, `over-${chunked}`), chunked, then: health });
      expect(firstAnswer(over.received)).toMatchObject({ status: 413, complete: true, body: JSON.stringify({ code: 'too_large', message: 'The request is too large' }) });
    }
  });

  it('a slow body past the limit: the server keeps reading while it comes, then closes without a reset', { timeout: 120_000 }, async () => {
    const slowly = () => new Promise<void>((resolve) => setTimeout(resolve, 200));
    const outcome = await rawUpload(port, { path: '/api/login', headers: headers('en'), body: 2 * MB, pace: slowly });
    expect(firstAnswer(outcome.received)).toMatchObject({ status: 413, complete: true, after: 0, headers: expect.objectContaining({ connection: 'close' }) });
    expect({ written: outcome.written, serverEnded: outcome.serverEnded, error: outcome.error }).toEqual({ written: 2 * MB, serverEnded: true, error: undefined });
  });

  it('a keep-alive connection is not used again after a 413', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: Buffer) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/login', method: 'POST', agent, headers: { ...headers('en'), 'Content-Length': body.length } });
        req.on('response', (res) => res.resume().on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket })));
        req.on('error', reject);
        req.end(body);
      });
    try {
      const small = (user: string) => credentials(100, user);
      expect(await post(small('first'))).toEqual({ status: 401, reused: false });
      expect(await post(small('second'))).toEqual({ status: 401, reused: true });
      expect(await post(Buffer.alloc(MB, 'x'))).toEqual({ status: 413, reused: true });
      expect(await post(small('third'))).toEqual({ status: 401, reused: false });
    } finally {
      agent.destroy();
    }
  });
});
