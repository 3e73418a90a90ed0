export { loadConfig } from './load-config.ts';
export { resolveSessionSecret } from './session-secret.ts';
export { ConfigError, type ConfigIssue } from './errors.ts';
export type { Config, HealthThresholds, LogLevel, NodeEnv, RuntimeMode, S3Config } from './types.ts';
