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
 * The app on a Node HTTP server, as the server process runs it: requests Node refuses get a
 * status that names the problem, and an answer sent before its body was read closes the
 * connection with a bounded lingering close (ADR 056) instead of @hono/node-server's 500 ms
 * drain and reset.
 */
export function serveApp(fetch: (request: Request, env: object) => Response | Promise<Response>, options: ServeOptions, onListening?: (info: AddressInfo) => void): ServerType {
  const server = serve({ fetch, port: options.port, hostname: options.hostname, autoCleanupIncoming: false }, onListening);
  answerMalformedRequests(server);
  lingerAfterEarlyAnswers(server as Server, options.lingerLimits);
  return server;
}
