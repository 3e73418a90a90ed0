import type { Config } from './types.ts';

/** The address the server prints at start: http://localhost:<PORT>/ when it listens on every interface. */
export function printedOrigin(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * The origin of the site's absolute links (canonical, hreflang): PUBLIC_ORIGIN (required in
 * production), else the printed one. Never the request's Host header, which anyone can forge,
 * and which would end up in every visitor's cached copy of a page.
 */
export function siteOrigin(config: Pick<Config, 'host' | 'port' | 'publicOrigin'>): string {
  return config.publicOrigin ?? printedOrigin(config);
}
