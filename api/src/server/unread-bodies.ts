import type { Server } from 'node:http';

export interface DrainLimits {
  /** Read and dropped after an early answer, at most; past it the connection is closed. */
  bytes: number;
  /** A body that stops coming for this long is not waited for. */
  idleMs: number;
}

/** Above any body the site takes (five 10 MB photos), below what a minute of a fast link carries. */
export const DRAIN_LIMITS: DrainLimits = { bytes: 64 * 1024 * 1024, idleMs: 10_000 };

/**
 * When an answer goes out before its request's body was read (a 413 for a body over its
 * limit, a 401, a 415), reads the rest of the body and drops it, so a client still sending
 * (fetch and http.request write the whole body before they read) gets to read the answer
 * instead of a reset: closing a socket with unread bytes sends an RST, and the client's
 * kernel may then drop the answer it had received. @hono/node-server's own clean-up stops
 * after 500 ms, which a loaded machine or a slow link passes (docs/decisions/
 * 039-test-lanes-and-safe-stops.md). Past `limits.bytes` this side closes first and keeps
 * dropping as much again, so the client sees the answer and the end before any reset.
 */
export function drainUnreadBodies(server: Server, limits: DrainLimits = DRAIN_LIMITS): void {
  server.on('request', (request, response) => {
    response.once('finish', () => {
      if (request.complete || request.destroyed) return;
      const socket = request.socket;
      let read = 0;
      let idle: NodeJS.Timeout;
      const waitForMore = () => {
        clearTimeout(idle);
        idle = setTimeout(() => socket.destroy(), limits.idleMs).unref();
      };
      const done = () => {
        clearTimeout(idle);
        request.off('data', count);
      };
      const count = (chunk: Buffer) => {
        read += chunk.length;
        waitForMore();
        if (read > 2 * limits.bytes) {
          done();
          socket.destroy();
        } else if (read > limits.bytes && !socket.writableEnded) {
          socket.end();
        }
      };
      // Whatever was reading the body (a web stream nobody pulls any more) lets go of it.
      request.removeAllListeners('data');
      request.on('data', count);
      request.once('end', done);
      request.once('close', done);
      waitForMore();
      request.resume();
    });
  });
}
