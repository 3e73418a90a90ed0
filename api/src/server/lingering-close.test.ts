import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { firstAnswer, rawUpload } from '../testing/raw-upload.ts';
import { lingerAfterEarlyAnswers, type LingerLimits } from './lingering-close.ts';

const MB = 1024 * 1024;
const REFUSAL = '{"code":"too_large","message":"The request is too large"}';

/** Answers as the app does: `/read` after the whole body, `/early` before any of it, `/partial` after its first 64 KB (a chunked body past its limit). */
function handle(request: IncomingMessage, response: ServerResponse) {
  const refuse = () => response.writeHead(413, { 'content-type': 'application/json', 'content-length': REFUSAL.length }).end(REFUSAL);
  if (request.url === '/early') return refuse();
  let read = 0;
  request.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (request.url === '/partial' && read >= 64 * 1024 && !response.headersSent) {
      request.pause();
      refuse();
    }
  });
  request.on('end', () => response.headersSent || response.end(`read ${read}`));
}

const servers: ReturnType<typeof createServer>[] = [];
async function listening(limits: LingerLimits) {
  const server = createServer(handle);
  lingerAfterEarlyAnswers(server, limits);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  /** Resolves when the server has closed the next connection. */
  const nextClosed = new Promise<void>((resolve) => server.once('connection', (socket: Socket) => socket.once('close', () => resolve())));
  return { port: (server.address() as AddressInfo).port, nextClosed };
}
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const secondRequest = 'GET /read HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';

describe('an answer sent before its body was read closes the connection gracefully', () => {
  const limits = { timeMs: 30_000, idleMs: 5_000, bytes: 8 * MB };

  it('an answer after the whole body keeps the connection: a second request on it is answered', async () => {
    const { port } = await listening(limits);
    const outcome = await rawUpload(port, { path: '/read', headers: {}, body: MB, then: secondRequest });
    const answer = firstAnswer(outcome.received);
    expect([answer.status, answer.body, answer.headers.connection]).toEqual([200, `read ${MB}`, 'keep-alive']);
    expect(answer.after).toBeGreaterThan(0);
  });

  it.each([
    ['/early', false],
    ['/early', true],
    ['/partial', true],
  ])('%s (chunked: %s): Connection: close, the rest of the body read and dropped, then FIN and no reset', async (path, chunked) => {
    const { port } = await listening(limits);
    const outcome = await rawUpload(port, { path, headers: {}, body: 4 * MB, chunked });
    const answer = firstAnswer(outcome.received);
    expect({ status: answer.status, body: answer.body, complete: answer.complete, connection: answer.headers.connection }).toEqual({ status: 413, body: REFUSAL, complete: true, connection: 'close' });
    expect({ written: outcome.written, serverEnded: outcome.serverEnded, error: outcome.error }).toEqual({ written: 4 * MB, serverEnded: true, error: undefined });
  });

  it('a request sent on the connection after an early answer is not answered', async () => {
    const { port } = await listening(limits);
    const outcome = await rawUpload(port, { path: '/early', headers: {}, body: MB, then: secondRequest });
    expect(firstAnswer(outcome.received)).toMatchObject({ status: 413, complete: true, after: 0 });
  });

  it('past the byte bound the server stops reading and closes; the client has read the whole answer first', async () => {
    const { port } = await listening(limits);
    for (const chunked of [false, true]) {
      const outcome = await rawUpload(port, { path: chunked ? '/partial' : '/early', headers: {}, body: 64 * MB, chunked });
      expect(firstAnswer(outcome.received)).toMatchObject({ status: 413, body: REFUSAL, complete: true });
      expect(outcome.written).toBeLessThan(64 * MB);
    }
  });

  it('a client that stops sending is not waited for past the idle bound', async () => {
    const { port, nextClosed } = await listening({ ...limits, idleMs: 500 });
    let pieces = 0;
    // After two pieces it sends nothing until the server has closed, then tries once more.
    const stall = () => (pieces++ < 2 ? Promise.resolve() : nextClosed);
    const outcome = await rawUpload(port, { path: '/early', headers: {}, body: MB, pace: stall });
    expect(firstAnswer(outcome.received)).toMatchObject({ status: 413, complete: true });
    expect({ serverEnded: outcome.serverEnded, sentWhole: outcome.written === MB }).toEqual({ serverEnded: true, sentWhole: false });
  });

  it('a client that keeps trickling is not read past the time bound', async () => {
    const { port } = await listening({ ...limits, timeMs: 1_000 });
    const trickle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));
    const outcome = await rawUpload(port, { path: '/early', headers: {}, body: 1024 * MB, pace: trickle });
    expect(firstAnswer(outcome.received)).toMatchObject({ status: 413, complete: true });
    expect(outcome.written).toBeLessThan(1024 * MB);
  });
});
