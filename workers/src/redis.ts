import type { ConnectionOptions } from 'bullmq';

/**
 * Connection options from REDIS_URL. Workers block on Redis, so they retry forever
 * (maxRetriesPerRequest null); producers fail fast instead of queueing commands
 * while Redis is away, since the events are already safe in PostgreSQL.
 */
export function redisConnection(url: string, role: 'worker' | 'producer'): ConnectionOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role === 'worker',
    connectTimeout: 2000,
  };
}
