import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { lingerAfterEarlyAnswers, type LingerLimits } from './lingering-close.ts';
import { answerMalformedRequests } from './malformed-requests.ts';

export interface ServeOptions {
  port: number;
  hostname: string;
  /** Tests narrow them; the server uses LINGER_LIMITS. */
  lingerLimits?: LingerLimits;
}

/**
 * How long an idle kept-alive connection stays open, as the server tells clients
 * (`Keep-Alive: timeout=5`), and how much longer it really waits before closing it. A client
 * closes its idle connection when the advertised time runs out (Node's agent, browsers); one
 * whose event loop is late by more than the margin can send a request just as the server
 * closes, and read a reset instead of an answer. Node's own margin is 1 s: a loaded machine's
 * Playwright client was late by more (docs/decisions/067-keep-alive-margin.md).
 */
export const KEEP_ALIVE = { advertisedMs: 5_000, marginMs: 15_000 } as const;

/**
 * The app on a Node HTTP server, as the server process runs it: requests Node refuses get a
 * status that names the problem, and an answer sent before its body was read closes the
 * connection with a bounded lingering close (ADR 056) instead of @hono/node-server's 500 ms
 * drain and reset. An idle connection outlives what the server advertises by a margin (KEEP_ALIVE).
 */
export function serveApp(fetch: (request: Request, env: object) => Response | Promise<Response>, options: ServeOptions, onListening?: (info: AddressInfo) => void): ServerType {
  const server = serve(
    {
      fetch,
      port: options.port,
      hostname: options.hostname,
      autoCleanupIncoming: false,
      serverOptions: { keepAliveTimeout: KEEP_ALIVE.advertisedMs, keepAliveTimeoutBuffer: KEEP_ALIVE.marginMs },
    },
    onListening,
  );
  answerMalformedRequests(server);
  lingerAfterEarlyAnswers(server as Server, options.lingerLimits);
  return server;
}
