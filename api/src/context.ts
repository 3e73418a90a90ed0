import type { BlobStore } from '@atelier/blobs';
import type { Config } from '@atelier/config';
import type { Lang, RequestType } from '@atelier/contracts';
import type { EventStore } from '@atelier/event-store';
import type { ProjectionProgress } from '@atelier/projections';
import type { Session } from 'hono-sessions';
import type { PasswordHasher } from './auth/password.ts';
import type { Logger } from './logger.ts';
import type { ReadModelStamps } from './page-cache/read-model-stamps.ts';

/** Checks a dependency the health endpoint reports on. */
export type HealthProbe = () => Promise<'ok' | 'disabled'>;

/** Everything a route needs, built once at start-up (see runtime/). */
export interface AppContext {
  config: Config;
  /** SESSION_SECRET, or the embedded default persisted in DATA_DIR. */
  sessionSecret: string;
  store: EventStore;
  blobs: BlobStore;
  progress: ProjectionProgress;
  /** Where each read model stands, in memory: the page cache's freshness test. */
  readModels: ReadModelStamps;
  /** How long a command's answer waits for the read models before it says 202 (2 s). */
  readYourWritesMs: number;
  logger: Logger;
  queueHealth: HealthProbe;
  /** Password hashing: OWASP's scrypt cost; tests inject a cheap one (ADR 030). */
  passwords: PasswordHasher;
  /** Injected so tests can move time (session timeouts, login throttling). */
  now: () => Date;
  /** Waits; injected so tests skip the sign-in delay (default: a real timer). */
  sleep?: (ms: number) => Promise<void>;
  /** Where the built Astro site lives; null serves no pages (API-only tests). */
  siteDir: string | null;
}

export interface SessionData {
  userId: string;
  /** ISO time of sign-in: the absolute 7-day limit counts from here. */
  signedInAt: string;
}

export interface AuthUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

/** The one request a client session shows (client-access/). */
export interface ClientRequest {
  streamId: string;
  type: RequestType;
  id: number;
}

export interface AppEnv {
  Variables: {
    session: Session<SessionData>;
    session_key_rotation: boolean;
    user: AuthUser | null;
    lang: Lang;
    /** The request a client session shows, on her page's routes only (client-access/). */
    clientRequest: ClientRequest | null;
  };
}
