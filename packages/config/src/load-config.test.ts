import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.ts';

const SECRET = 'x'.repeat(32);
const MASTER_KEY = Buffer.alloc(32, 1).toString('base64');
const OLD_MASTER_KEY = Buffer.alloc(32, 2).toString('base64');
const ORIGIN = 'https://atelier.example';
const SMTP = 'smtps://atelier:mail-secret@smtp.atelier.example:465';
const S3 = { S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'atelier', S3_SECRET_KEY: 'minio-secret' };

function issuesOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw ConfigError');
}

describe('loadConfig defaults', () => {
  it('runs fully embedded with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4321,
      host: '0.0.0.0',
      logLevel: 'info',
      trustProxy: false,
      databaseUrl: undefined,
      redisUrl: undefined,
      s3: undefined,
      sessionSecret: undefined,
      publicOrigin: undefined,
      mode: { database: 'pglite', projections: 'in-process', blobs: 'fs' },
      health: { maxLagAgeSeconds: 30, maxHorizonAgeSeconds: 60 },
    });
    expect(config.paths).toEqual({
      dataDir: './data',
      pglite: 'data/pglite',
      blobs: 'data/blobs',
      sessionSecret: 'data/session-secret',
      piiMasterKey: 'data/pii-master-key',
    });
  });

  it('places PGlite, blobs and the session secret under DATA_DIR', () => {
    const { paths } = loadConfig({ DATA_DIR: '/var/lib/atelier' });
    expect(paths).toEqual({
      dataDir: '/var/lib/atelier',
      pglite: '/var/lib/atelier/pglite',
      blobs: '/var/lib/atelier/blobs',
      sessionSecret: '/var/lib/atelier/session-secret',
      piiMasterKey: '/var/lib/atelier/pii-master-key',
    });
  });

  it('trims whitespace and treats blank values as unset', () => {
    const config = loadConfig({ PORT: ' 8080 \r', LOG_LEVEL: ' debug', S3_ENDPOINT: '   ', HOST: '' });
    expect(config.port).toBe(8080);
    expect(config.logLevel).toBe('debug');
    expect(config.host).toBe('0.0.0.0');
    expect(config.mode.blobs).toBe('fs');
  });
});

describe('loadConfig single variables', () => {
  it.each(['abc', '0', '65536', '-1', '80.5', '1e3'])('rejects PORT=%j', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(`Invalid environment: PORT must be an integer 1-65535 (got "${port}")`);
  });

  it('accepts PORT at both ends of the range', () => {
    expect(loadConfig({ PORT: '1' }).port).toBe(1);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('rejects a HOST with spaces', () => {
    expect(issuesOf({ HOST: 'local host' }).message).toBe(
      'Invalid environment: HOST must be a host name or IP address without spaces (got "local host")',
    );
  });

  it.each(['postgres://u:p@db:5432/atelier', 'postgresql://db/atelier'])('switches to PostgreSQL for DATABASE_URL=%s', (url) => {
    const config = loadConfig({ DATABASE_URL: url });
    expect(config.databaseUrl).toBe(url);
    expect(config.mode.database).toBe('postgres');
  });

  it('rejects a non-PostgreSQL DATABASE_URL without echoing its password', () => {
    const error = issuesOf({ DATABASE_URL: 'mysql://root:hunter2@db/atelier' });
    expect(error.message).toBe(
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL like postgres://user:password@postgres:5432/atelier (got "mysql://***@db/atelier")',
    );
    expect(error.message).not.toContain('hunter2');
  });

  it('switches projections to BullMQ for REDIS_URL (redis:// or rediss://)', () => {
    const db = { DATABASE_URL: 'postgres://db/atelier' };
    expect(loadConfig({ ...db, REDIS_URL: 'redis://redis:6379' }).mode.projections).toBe('bullmq');
    expect(loadConfig({ ...db, REDIS_URL: 'rediss://redis:6380' }).redisUrl).toBe('rediss://redis:6380');
  });

  it('rejects a REDIS_URL that is not a redis URL', () => {
    expect(issuesOf({ DATABASE_URL: 'postgres://db/a', REDIS_URL: 'redis:6379' }).message).toBe(
      'Invalid environment: REDIS_URL must be a redis:// or rediss:// URL like redis://redis:6379 (got "redis:6379")',
    );
  });

  it.each([
    ['NODE_ENV', 'staging', 'NODE_ENV must be one of development, production, test (got "staging")'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of debug, info, warn, error (got "verbose")'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be true or false (got "yes")'],
    ['DEMO_CONTENT', 'true', 'DEMO_CONTENT must be on or off (got "true")'],
    ['TRUST_PROXY', '1', 'TRUST_PROXY must be true or false (got "1")'],
  ])('rejects unknown %s=%s', (variable, value, message) => {
    const error = issuesOf({ [variable]: value });
    expect(error.issues).toEqual([{ variable, message }]);
    expect(error.message).toBe(`Invalid environment: ${message}`);
  });

  it('reads the health thresholds as whole seconds from 1 to 86400', () => {
    expect(loadConfig({ HEALTH_MAX_LAG_AGE_SECONDS: '5', HEALTH_MAX_HORIZON_AGE_SECONDS: '86400' }).health).toEqual({
      maxLagAgeSeconds: 5,
      maxHorizonAgeSeconds: 86400,
    });
    for (const bad of ['0', '-1', '1.5', '30s', '86401']) {
      expect(() => loadConfig({ HEALTH_MAX_LAG_AGE_SECONDS: bad })).toThrow(
        `HEALTH_MAX_LAG_AGE_SECONDS must be whole seconds from 1 to 86400 (got ${JSON.stringify(bad)})`,
      );
    }
  });

  it('seeds the demo catalogue by default in development only, and DEMO_CONTENT decides when set', () => {
    expect(loadConfig({}).demoContent).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoContent).toBe(false);
    expect(loadConfig({ DEMO_CONTENT: 'off' }).demoContent).toBe(false);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PII_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'), PUBLIC_ORIGIN: 'https://atelier.example', SMTP_URL: SMTP };
    expect(loadConfig(production).demoContent).toBe(false);
    expect(loadConfig({ ...production, DEMO_CONTENT: 'on' }).demoContent).toBe(true);
  });

  it('reads TRUST_PROXY as a boolean', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('normalises PUBLIC_ORIGIN to scheme://host[:port]', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Atelier.Example/' }).publicOrigin).toBe('https://atelier.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:4321' }).publicOrigin).toBe('http://localhost:4321');
  });

  it.each(['atelier.example', 'ftp://atelier.example', 'https://atelier.example/shop', 'https://atelier.example/?a=1'])(
    'rejects PUBLIC_ORIGIN=%s',
    (origin) => {
      expect(issuesOf({ PUBLIC_ORIGIN: origin }).message).toBe(
        `Invalid environment: PUBLIC_ORIGIN must be an http:// or https:// URL with no path, like https://atelier.example (got "${origin}")`,
      );
    },
  );

  it('requires SESSION_SECRET to be at least 32 characters and never prints it', () => {
    const error = issuesOf({ SESSION_SECRET: 'tooshort' });
    expect(error.message).toBe(
      'Invalid environment: SESSION_SECRET must be at least 32 characters (got 8 characters); generate one with: openssl rand -base64 48',
    );
    expect(error.message).not.toContain('tooshort');
    expect(loadConfig({ SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
  });
});

describe('loadConfig S3', () => {
  it('switches blobs to S3 and splits the endpoint for the minio client', () => {
    const config = loadConfig(S3);
    expect(config.mode.blobs).toBe('s3');
    expect(config.s3).toEqual({
      endPoint: 'minio',
      port: 9000,
      useSSL: false,
      accessKey: 'atelier',
      secretKey: 'minio-secret',
      bucket: 'atelier',
      region: 'us-east-1',
    });
  });

  it('uses the scheme default port and TLS for https endpoints', () => {
    const config = loadConfig({ ...S3, S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com', S3_BUCKET: 'my.bucket-1', S3_REGION: 'eu-west-1' });
    expect(config.s3).toMatchObject({ endPoint: 's3.eu-west-1.amazonaws.com', port: 443, useSSL: true, bucket: 'my.bucket-1', region: 'eu-west-1' });
  });

  it('requires both keys once S3_ENDPOINT is set', () => {
    const error = issuesOf({ S3_ENDPOINT: 'http://minio:9000' });
    expect(error.issues.map((i) => i.variable)).toEqual(['S3_ACCESS_KEY', 'S3_SECRET_KEY']);
    expect(error.issues[0]?.message).toBe(
      'S3_ACCESS_KEY is required when S3_ENDPOINT is set: use the access key (user) of your MinIO/S3 account',
    );
    expect(error.issues[1]?.message).toBe(
      'S3_SECRET_KEY is required when S3_ENDPOINT is set: use the secret key (password) of your MinIO/S3 account',
    );
  });

  it.each(['minio:9000', 'http://minio:9000/bucket', 'http://user:pw@minio:9000'])('rejects S3_ENDPOINT=%s', (endpoint) => {
    expect(issuesOf({ ...S3, S3_ENDPOINT: endpoint }).issues).toEqual([
      {
        variable: 'S3_ENDPOINT',
        message: expect.stringMatching(/^S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL with no path, like http:\/\/minio:9000 \(got /),
      },
    ]);
  });

  it.each(['Atelier', 'ab', 'bucket_name', '-bucket'])('rejects S3_BUCKET=%s', (bucket) => {
    expect(issuesOf({ ...S3, S3_BUCKET: bucket }).message).toBe(
      `Invalid environment: S3_BUCKET must be a bucket name of 3-63 lowercase letters, digits, dots or hyphens (got "${bucket}")`,
    );
  });

  it('rejects a malformed S3_REGION', () => {
    expect(issuesOf({ ...S3, S3_REGION: 'EU West' }).message).toBe(
      'Invalid environment: S3_REGION must be a region name like us-east-1 (got "EU West")',
    );
  });
});

describe('loadConfig rules between variables', () => {
  it('rejects REDIS_URL without DATABASE_URL', () => {
    expect(issuesOf({ REDIS_URL: 'redis://redis:6379' }).issues).toEqual([
      {
        variable: 'REDIS_URL',
        message:
          'REDIS_URL requires DATABASE_URL: BullMQ workers run as separate processes and cannot share the embedded PGlite database; set DATABASE_URL to a PostgreSQL URL or unset REDIS_URL',
      },
    ]);
  });

  it('requires SESSION_SECRET in production only', () => {
    expect(issuesOf({ NODE_ENV: 'production', PII_MASTER_KEY: MASTER_KEY, PUBLIC_ORIGIN: ORIGIN, SMTP_URL: SMTP }).issues).toEqual([
      {
        variable: 'SESSION_SECRET',
        message: 'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters); generate one with: openssl rand -base64 48',
      },
    ]);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PII_MASTER_KEY: MASTER_KEY, PUBLIC_ORIGIN: ORIGIN, SMTP_URL: SMTP }).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'test' }).sessionSecret).toBeUndefined();
  });

  it('requires PUBLIC_ORIGIN in production only, naming what it is for', () => {
    expect(issuesOf({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PII_MASTER_KEY: MASTER_KEY, SMTP_URL: SMTP }).issues).toEqual([
      {
        variable: 'PUBLIC_ORIGIN',
        message:
          'PUBLIC_ORIGIN is required when NODE_ENV=production: the public https:// origin visitors use, like https://atelier.example (canonical and hreflang links are built on it, never on the Host header)',
      },
    ]);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PII_MASTER_KEY: MASTER_KEY, PUBLIC_ORIGIN: ORIGIN, SMTP_URL: SMTP }).publicOrigin).toBe(ORIGIN);
    expect(loadConfig({ NODE_ENV: 'development' }).publicOrigin).toBeUndefined();
  });

  it('derives the full production mode', () => {
    const config = loadConfig({
      ...S3,
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      PII_MASTER_KEY: MASTER_KEY,
      PUBLIC_ORIGIN: ORIGIN,
      SMTP_URL: SMTP,
      DATABASE_URL: 'postgres://atelier:pw@postgres:5432/atelier',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(config.mode).toEqual({ database: 'postgres', projections: 'bullmq', blobs: 's3' });
  });

  it('reports every bad variable at once, one per line', () => {
    const error = issuesOf({ PORT: 'abc', LOG_LEVEL: 'loud', REDIS_URL: 'redis://redis:6379', NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN, SMTP_URL: SMTP });
    expect(error.issues.map((i) => i.variable).sort()).toEqual(['LOG_LEVEL', 'PII_MASTER_KEY', 'PORT', 'REDIS_URL', 'SESSION_SECRET']);
    expect(error.message).toMatch(/^Invalid environment \(5 problems\):\n {2}- /);
    expect(error.message).toContain('\n  - PORT must be an integer 1-65535 (got "abc")');
    expect(error.message).toContain('\n  - LOG_LEVEL must be one of debug, info, warn, error (got "loud")');
    expect(error.name).toBe('ConfigError');
  });

  it('requires PII_MASTER_KEY in production only, and says how to make one', () => {
    expect(issuesOf({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_ORIGIN: ORIGIN, SMTP_URL: SMTP }).issues).toEqual([
      {
        variable: 'PII_MASTER_KEY',
        message:
          'PII_MASTER_KEY is required when NODE_ENV=production: it wraps the keys of all personal data; generate one with: openssl rand -base64 32, and keep it outside the database and its backups',
      },
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }).piiMasterKey).toBeUndefined();
    expect(loadConfig({ PII_MASTER_KEY: MASTER_KEY }).piiMasterKey).toBe(MASTER_KEY);
  });

  it('takes PII_MASTER_KEY only as base64 of 32 bytes, and never prints it', () => {
    for (const bad of [Buffer.alloc(31, 1).toString('base64'), Buffer.alloc(33, 1).toString('base64'), 'k'.repeat(64), `${MASTER_KEY.slice(0, -2)}!=`]) {
      const error = issuesOf({ PII_MASTER_KEY: bad });
      expect(error.issues).toEqual([
        {
          variable: 'PII_MASTER_KEY',
          message: `PII_MASTER_KEY must be 32 bytes in base64, 44 characters (got ${bad.length} characters); generate one with: openssl rand -base64 32`,
        },
      ]);
      expect(error.message).not.toContain(bad);
    }
  });

  it('takes PII_MASTER_KEY_PREVIOUS only beside a different PII_MASTER_KEY', () => {
    expect(loadConfig({ PII_MASTER_KEY: MASTER_KEY, PII_MASTER_KEY_PREVIOUS: OLD_MASTER_KEY }).piiMasterKeyPrevious).toBe(OLD_MASTER_KEY);
    expect(issuesOf({ PII_MASTER_KEY_PREVIOUS: OLD_MASTER_KEY }).issues).toEqual([
      {
        variable: 'PII_MASTER_KEY_PREVIOUS',
        message:
          'PII_MASTER_KEY_PREVIOUS is only for a rotation: set PII_MASTER_KEY to the new key as well (see README, "Personal data and the master key")',
      },
    ]);
    expect(issuesOf({ PII_MASTER_KEY: MASTER_KEY, PII_MASTER_KEY_PREVIOUS: MASTER_KEY }).issues.map((i) => i.message)).toEqual([
      'PII_MASTER_KEY_PREVIOUS is the same key as PII_MASTER_KEY: for a rotation, PII_MASTER_KEY is the new key and PII_MASTER_KEY_PREVIOUS the old one',
    ]);
  });

  it('ignores variables it does not own', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root', npm_config_x: 'y' })).not.toThrow();
  });
});
