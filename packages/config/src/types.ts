import type { MailFrom } from './mail-from.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type NodeEnv = 'development' | 'production' | 'test';

/** Connection settings for MinIO/S3, already split out of S3_ENDPOINT for the `minio` client. */
export interface S3Config {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** Which backend each subsystem uses; derived only from which variables are present. */
export interface RuntimeMode {
  database: 'pglite' | 'postgres';
  projections: 'in-process' | 'bullmq';
  blobs: 'fs' | 's3';
}

/** How mail leaves (docs/product.md#mail, ADR 045). */
export interface MailConfig {
  /** SMTP_URL; undefined outside production: embedded mode then writes each mail to DATA_DIR/mail/<id>.eml. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, or atelier@ the host of PUBLIC_ORIGIN (atelier@localhost without it). */
  from: MailFrom;
  /** The sender's domain: the right-hand side of every Message-ID. */
  domain: string;
  /** Where the .eml files go when there is no SMTP_URL: DATA_DIR/mail. */
  dir: string;
}

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  logLevel: LogLevel;
  paths: {
    dataDir: string;
    /** PGlite data directory; only used when mode.database is 'pglite'. */
    pglite: string;
    /** Filesystem blob root; only used when mode.blobs is 'fs'. */
    blobs: string;
    /** Where a generated dev session secret is persisted (see resolveSessionSecret). */
    sessionSecret: string;
    /** Where the embedded mode keeps its generated PII master key (see resolvePiiMasterKeys). */
    piiMasterKey: string;
  };
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  s3: S3Config | undefined;
  /** Undefined outside production when not set: call resolveSessionSecret() to get a usable one. */
  sessionSecret: string | undefined;
  /** base64 of 32 bytes; undefined outside production when not set: call resolvePiiMasterKeys(). */
  piiMasterKey: string | undefined;
  /** The old master key during a rotation (`pnpm keys:rotate`). */
  piiMasterKeyPrevious: string | undefined;
  /** When true: cookies use the `__Host-` prefix + Secure, and X-Forwarded-Proto/For are honoured. */
  trustProxy: boolean;
  /** Normalised origin (scheme://host[:port]) for the CSRF Origin check behind proxies. */
  publicOrigin: string | undefined;
  mode: RuntimeMode;
  /** Past these, /api/health answers `degraded` (README "Operations: health"). */
  health: HealthThresholds;
  /** Seed the demo catalogue at start (DEMO_CONTENT; on by default in development, the default NODE_ENV). */
  demoContent: boolean;
  mail: MailConfig;
}

export interface HealthThresholds {
  /** The oldest event a projection has not applied yet may be this old (HEALTH_MAX_LAG_AGE_SECONDS). */
  maxLagAgeSeconds: number;
  /** The oldest transaction holding the xmin horizon back may be this old (HEALTH_MAX_HORIZON_AGE_SECONDS). */
  maxHorizonAgeSeconds: number;
}
