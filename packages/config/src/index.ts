export { loadConfig } from './load-config.ts';
export { resolveSessionSecret } from './session-secret.ts';
export {
  generatePiiMasterKey,
  isBase64MasterKey,
  piiMasterKeyFileExists,
  promoteNextPiiMasterKey,
  readOrCreateNextPiiMasterKey,
  resolvePiiMasterKeys,
  type PiiMasterKeys,
} from './pii-master-key.ts';
export { ConfigError, type ConfigIssue } from './errors.ts';
export type { Config, HealthThresholds, LogLevel, MailConfig, NodeEnv, RuntimeMode, S3Config } from './types.ts';
export { mailDomain, parseMailFrom, type MailFrom } from './mail-from.ts';
export { ensurePrivateDir, restrictTree, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';
export { printedOrigin, siteOrigin } from './site-origin.ts';
