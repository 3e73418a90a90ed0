import * as v from 'valibot';
import { describeValue } from './describe-value.ts';
import { parseMailFrom } from './mail-from.ts';
import { isBase64MasterKey } from './pii-master-key.ts';

// Every message names the variable, the expectation, the offending value and, where it is not
// obvious, how to fix it: this text is all an operator sees when the container refuses to start.
const expect =
  (variable: string, expectation: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    `${variable} must be ${expectation} (got ${describeValue(variable, issue.input)})`;

const parseUrl = (value: string): URL | null => URL.parse(value);

function urlWithProtocol(variable: string, protocols: readonly string[], example: string) {
  return v.pipe(
    v.string(),
    v.check(
      (value) => {
        const url = parseUrl(value);
        return url !== null && protocols.includes(url.protocol) && url.hostname !== '';
      },
      expect(variable, `a ${protocols.map((p) => `${p}//`).join(' or ')} URL like ${example}`),
    ),
  );
}

/** An http(s) URL made only of scheme, host and port: anything after would be silently ignored. */
function bareHttpUrl(variable: string, example: string) {
  const isBare = (value: string): boolean => {
    const url = parseUrl(value);
    return (
      url !== null &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === ''
    );
  };
  return v.pipe(
    v.string(),
    v.check(isBare, expect(variable, `an http:// or https:// URL with no path, like ${example}`)),
    v.transform((value) => new URL(value)),
  );
}

const port = v.pipe(
  v.string(),
  v.check((value) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, expect('PORT', 'an integer 1-65535')),
  v.transform(Number),
);

const s3Endpoint = v.pipe(
  bareHttpUrl('S3_ENDPOINT', 'http://minio:9000'),
  v.transform((url) => ({
    endPoint: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    useSSL: url.protocol === 'https:',
    port: url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port),
  })),
);

/** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), credentials in the URL, no path. */
const smtpUrl = v.pipe(
  v.string(),
  v.check((value) => {
    const url = parseUrl(value);
    return url !== null && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '' && (url.pathname === '' || url.pathname === '/');
  }, expect('SMTP_URL', 'an smtp:// or smtps:// URL like smtps://user:password@smtp.example.com:465')),
);

/** The sender of every mail: an address, or a name and an address. */
const mailFrom = v.pipe(
  v.string(),
  v.check((value) => parseMailFrom(value) !== null, expect('MAIL_FROM', 'an address like hola@atelier.example or Atelier <hola@atelier.example>')),
  v.transform((value) => parseMailFrom(value)!),
);

/** Whole seconds from 1 to a day: health thresholds. */
const seconds = (variable: string) =>
  v.pipe(
    v.string(),
    v.check((value) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 86_400, expect(variable, 'whole seconds from 1 to 86400')),
    v.transform(Number),
  );

const sessionSecret = v.pipe(
  v.string(),
  v.check(
    (value) => value.length >= 32,
    (issue) =>
      `SESSION_SECRET must be at least 32 characters (got ${describeValue('SESSION_SECRET', issue.input)}); generate one with: openssl rand -base64 48`,
  ),
);

const piiMasterKey = (variable: string) =>
  v.pipe(
    v.string(),
    v.check(
      isBase64MasterKey,
      (issue) =>
        `${variable} must be 32 bytes in base64, 44 characters (got ${describeValue(variable, issue.input)}); generate one with: openssl rand -base64 32`,
    ),
  );

/** Raw environment (already trimmed, blanks removed) to typed values, one rule per variable. */
const variables = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], expect('NODE_ENV', 'one of development, production, test')),
    'development',
  ),
  PORT: v.optional(port, '4321'),
  HOST: v.optional(v.pipe(v.string(), v.regex(/^\S+$/, expect('HOST', 'a host name or IP address without spaces'))), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(urlWithProtocol('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:password@postgres:5432/atelier')),
  // rediss:// is Redis over TLS, which managed Redis services commonly require.
  REDIS_URL: v.optional(urlWithProtocol('REDIS_URL', ['redis:', 'rediss:'], 'redis://redis:6379')),
  S3_ENDPOINT: v.optional(s3Endpoint),
  S3_ACCESS_KEY: v.optional(v.string()),
  S3_SECRET_KEY: v.optional(v.string()),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, expect('S3_BUCKET', 'a bucket name of 3-63 lowercase letters, digits, dots or hyphens')),
    ),
    'atelier',
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, expect('S3_REGION', 'a region name like us-east-1'))), 'us-east-1'),
  SESSION_SECRET: v.optional(sessionSecret),
  PII_MASTER_KEY: v.optional(piiMasterKey('PII_MASTER_KEY')),
  PII_MASTER_KEY_PREVIOUS: v.optional(piiMasterKey('PII_MASTER_KEY_PREVIOUS')),
  TRUST_PROXY: v.optional(
    v.pipe(v.picklist(['true', 'false'], expect('TRUST_PROXY', 'true or false')), v.transform((value) => value === 'true')),
    'false',
  ),
  PUBLIC_ORIGIN: v.optional(v.pipe(bareHttpUrl('PUBLIC_ORIGIN', 'https://atelier.example'), v.transform((url) => url.origin))),
  HEALTH_MAX_LAG_AGE_SECONDS: v.optional(seconds('HEALTH_MAX_LAG_AGE_SECONDS'), '30'),
  HEALTH_MAX_HORIZON_AGE_SECONDS: v.optional(seconds('HEALTH_MAX_HORIZON_AGE_SECONDS'), '60'),
  // Unset: the demo catalogue is seeded in development, the default (a first start shows a real-looking site), not in production or tests.
  DEMO_CONTENT: v.optional(
    v.pipe(v.picklist(['on', 'off'], expect('DEMO_CONTENT', 'on or off')), v.transform((value) => value === 'on')),
  ),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error'], expect('LOG_LEVEL', 'one of debug, info, warn, error')), 'info'),
  // Mail (docs/product.md#mail, ADR 045): unset outside production, embedded mode writes .eml files under DATA_DIR/mail.
  SMTP_URL: v.optional(smtpUrl),
  MAIL_FROM: v.optional(mailFrom),
});

export const ENV_VARIABLES = Object.keys(variables.entries) as readonly (keyof typeof variables.entries)[];

type Env = v.InferOutput<typeof variables>;
type EnvKey = keyof Env;

/**
 * A rule between variables, reported on `target`. partialCheck runs it only once every variable in
 * `reads` is valid on its own, so a malformed value yields one message, not two.
 */
function requires(target: EnvKey, reads: readonly EnvKey[], holds: (env: Env) => boolean, message: string) {
  const paths = reads.map((key) => [key] as const) as [readonly [EnvKey], ...(readonly [EnvKey])[]];
  return v.forward<Env, v.PartialCheckIssue<Env>, [EnvKey]>(v.partialCheck<Env, typeof paths, Env, string>(paths, holds, message), [target]);
}

export const envSchema = v.pipe(
  variables,
  requires(
    'REDIS_URL',
    ['REDIS_URL', 'DATABASE_URL'],
    (env) => env.REDIS_URL === undefined || env.DATABASE_URL !== undefined,
    'REDIS_URL requires DATABASE_URL: BullMQ workers run as separate processes and cannot share the embedded PGlite database; set DATABASE_URL to a PostgreSQL URL or unset REDIS_URL',
  ),
  requires(
    'S3_ACCESS_KEY',
    ['S3_ENDPOINT', 'S3_ACCESS_KEY'],
    (env) => env.S3_ENDPOINT === undefined || env.S3_ACCESS_KEY !== undefined,
    'S3_ACCESS_KEY is required when S3_ENDPOINT is set: use the access key (user) of your MinIO/S3 account',
  ),
  requires(
    'S3_SECRET_KEY',
    ['S3_ENDPOINT', 'S3_SECRET_KEY'],
    (env) => env.S3_ENDPOINT === undefined || env.S3_SECRET_KEY !== undefined,
    'S3_SECRET_KEY is required when S3_ENDPOINT is set: use the secret key (password) of your MinIO/S3 account',
  ),
  requires(
    'SESSION_SECRET',
    ['NODE_ENV', 'SESSION_SECRET'],
    (env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET !== undefined,
    'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters); generate one with: openssl rand -base64 48',
  ),
  requires(
    'PII_MASTER_KEY',
    ['NODE_ENV', 'PII_MASTER_KEY'],
    (env) => env.NODE_ENV !== 'production' || env.PII_MASTER_KEY !== undefined,
    'PII_MASTER_KEY is required when NODE_ENV=production: it wraps the keys of all personal data; generate one with: openssl rand -base64 32, and keep it outside the database and its backups',
  ),
  requires(
    'PII_MASTER_KEY_PREVIOUS',
    ['PII_MASTER_KEY', 'PII_MASTER_KEY_PREVIOUS'],
    (env) => env.PII_MASTER_KEY_PREVIOUS === undefined || env.PII_MASTER_KEY !== undefined,
    'PII_MASTER_KEY_PREVIOUS is only for a rotation: set PII_MASTER_KEY to the new key as well (see README, "Personal data and the master key")',
  ),
  requires(
    'PII_MASTER_KEY_PREVIOUS',
    ['PII_MASTER_KEY', 'PII_MASTER_KEY_PREVIOUS'],
    (env) => env.PII_MASTER_KEY_PREVIOUS === undefined || env.PII_MASTER_KEY_PREVIOUS !== env.PII_MASTER_KEY,
    'PII_MASTER_KEY_PREVIOUS is the same key as PII_MASTER_KEY: for a rotation, PII_MASTER_KEY is the new key and PII_MASTER_KEY_PREVIOUS the old one',
  ),
  requires(
    'PUBLIC_ORIGIN',
    ['NODE_ENV', 'PUBLIC_ORIGIN'],
    (env) => env.NODE_ENV !== 'production' || env.PUBLIC_ORIGIN !== undefined,
    'PUBLIC_ORIGIN is required when NODE_ENV=production: the public https:// origin visitors use, like https://atelier.example (canonical and hreflang links are built on it, never on the Host header)',
  ),
  requires(
    'SMTP_URL',
    ['NODE_ENV', 'SMTP_URL'],
    (env) => env.NODE_ENV !== 'production' || env.SMTP_URL !== undefined,
    'SMTP_URL is required when NODE_ENV=production: the mail server every mail to clients and to the atelier goes through, like smtps://user:password@smtp.example.com:465',
  ),
);

export type ParsedEnv = v.InferOutput<typeof envSchema>;
