import type { Config } from '@atelier/config';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { cameOverHttps } from '../middleware/security-headers.ts';

export const CLIENT_COOKIE = 'atelier_client';
/** Sent only to her page's API: no other endpoint ever sees it. */
const CLIENT_COOKIE_PATH = '/api/my-request';

/** HttpOnly and SameSite=Lax always; Secure whenever she came over HTTPS (ADR 046). */
function attributes(c: Context<AppEnv>, config: Pick<Config, 'trustProxy'>) {
  const https = new URL(c.req.url).protocol === 'https:' || cameOverHttps(config, c.req.header('x-forwarded-proto'));
  return { path: CLIENT_COOKIE_PATH, httpOnly: true, sameSite: 'Lax' as const, secure: https };
}

export const readClientCookie = (c: Context<AppEnv>): string | undefined => getCookie(c, CLIENT_COOKIE);

/** Her session's cookie, kept no longer than the session itself. */
export function setClientCookie(c: Context<AppEnv>, config: Pick<Config, 'trustProxy'>, id: string, expiresAt: Date, now: Date): void {
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  setCookie(c, CLIENT_COOKIE, id, { ...attributes(c, config), maxAge });
}

export function clearClientCookie(c: Context<AppEnv>, config: Pick<Config, 'trustProxy'>): void {
  deleteCookie(c, CLIENT_COOKIE, attributes(c, config));
}
