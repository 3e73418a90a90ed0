import { createHash } from 'node:crypto';

/** `<script …>body</script>`; attributes and body captured. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The 'sha256-…' source of every inline script of a page (Astro's island loader and its
 * hoisted scripts), hashed over its exact text as the browser does. Scripts with a `src`
 * are covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/**
 * The Content-Security-Policy of an HTML answer: scripts only from this origin or with one of
 * the page's own hashes (never 'unsafe-inline'), no plugins, no framing, no <base> elsewhere.
 * Styles keep 'unsafe-inline': the site's components set style attributes.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
