import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { answerMalformedRequests } from './malformed-requests.ts';
import { drainUnreadBodies, type DrainLimits } from './unread-bodies.ts';

export interface ServeOptions {
  port: number;
  hostname: string;
  /** Tests narrow them; the server uses DRAIN_LIMITS. */
  drainLimits?: DrainLimits;
}

/**
 * The app on a Node HTTP server, as the server process runs it: requests Node refuses get a
 * status that names the problem, and an answer sent before the body was read is followed by a
 * bounded drain instead of @hono/node-server's 500 ms one.
 */
export function serveApp(fetch: (request: Request, env: object) => Response | Promise<Response>, options: ServeOptions, onListening?: (info: AddressInfo) => void): ServerType {
  const server = serve({ fetch, port: options.port, hostname: options.hostname, autoCleanupIncoming: false }, onListening);
  answerMalformedRequests(server);
  drainUnreadBodies(server as Server, options.drainLimits);
  return server;
}
