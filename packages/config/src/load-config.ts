import { join } from 'node:path';
import * as v from 'valibot';
import { envSchema, ENV_VARIABLES, type ParsedEnv } from './env-schema.ts';
import { ConfigError, type ConfigIssue } from './errors.ts';
import { defaultMailFrom, mailDomain } from './mail-from.ts';
import type { Config } from './types.ts';

/**
 * Parses and checks the environment once at start-up. Pure: reads only `env`, touches no files.
 * Throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(envSchema, pickKnown(env));
  if (!result.success) throw new ConfigError(result.issues.map(toConfigIssue));
  return toConfig(result.output);
}

// Trimming guards against stray spaces/CRs from .env files; a blank value counts as unset so that
// compose's `${S3_ENDPOINT:-}` style pass-through does not switch modes by accident.
function pickKnown(env: Record<string, string | undefined>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of ENV_VARIABLES) {
    const value = env[name]?.trim();
    if (value) picked[name] = value;
  }
  return picked;
}

function toConfigIssue(issue: v.BaseIssue<unknown>): ConfigIssue {
  const key = issue.path?.[0]?.key;
  return { variable: typeof key === 'string' ? key : '(environment)', message: issue.message };
}

function toConfig(env: ParsedEnv): Config {
  const dataDir = env.DATA_DIR;
  const endpoint = env.S3_ENDPOINT;
  const from = env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_ORIGIN);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    paths: {
      dataDir,
      pglite: join(dataDir, 'pglite'),
      blobs: join(dataDir, 'blobs'),
      sessionSecret: join(dataDir, 'session-secret'),
      piiMasterKey: join(dataDir, 'pii-master-key'),
    },
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    s3:
      endpoint === undefined
        ? undefined
        : {
            ...endpoint,
            // The schema's cross-field rules guarantee both keys whenever an endpoint is set.
            accessKey: env.S3_ACCESS_KEY ?? '',
            secretKey: env.S3_SECRET_KEY ?? '',
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
          },
    sessionSecret: env.SESSION_SECRET,
    piiMasterKey: env.PII_MASTER_KEY,
    piiMasterKeyPrevious: env.PII_MASTER_KEY_PREVIOUS,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_ORIGIN,
    mode: {
      database: env.DATABASE_URL === undefined ? 'pglite' : 'postgres',
      projections: env.REDIS_URL === undefined ? 'in-process' : 'bullmq',
      blobs: endpoint === undefined ? 'fs' : 's3',
    },
    health: { maxLagAgeSeconds: env.HEALTH_MAX_LAG_AGE_SECONDS, maxHorizonAgeSeconds: env.HEALTH_MAX_HORIZON_AGE_SECONDS },
    demoContent: env.DEMO_CONTENT ?? env.NODE_ENV === 'development',
    mail: { smtpUrl: env.SMTP_URL, from, domain: mailDomain(from), dir: join(dataDir, 'mail') },
  };
}
