import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE, serveApp } from './serve-app.ts';

/** One GET on a raw socket, kept alive; the answer's head as text. */
async function headOfKeptAliveAnswer(port: number): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  const [chunk] = (await once(socket, 'data')) as [Buffer];
  socket.destroy();
  return chunk.toString('latin1').split('\r\n\r\n')[0] ?? '';
}

describe('an idle kept-alive connection', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = serveApp(() => new Response('ok'), { port: 0, hostname: '127.0.0.1' }) as Server;
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is advertised for the keep-alive time, which clients read to close it first', async () => {
    const head = await headOfKeptAliveAnswer(port);
    expect(head).toMatch(new RegExp(`\\r\\nKeep-Alive: timeout=${KEEP_ALIVE.advertisedMs / 1000}(\\r|$)`, 'i'));
  });

  it('stays open well past what is advertised, so a late client never sends into a closing socket', () => {
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE.advertisedMs);
    // Node closes an idle connection after keepAliveTimeout + keepAliveTimeoutBuffer.
    expect(server.keepAliveTimeoutBuffer).toBe(KEEP_ALIVE.marginMs);
    expect(server.keepAliveTimeout + server.keepAliveTimeoutBuffer).toBeGreaterThanOrEqual(3 * KEEP_ALIVE.advertisedMs);
  });
});
