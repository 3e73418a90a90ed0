import type { Lang } from '@atelier/contracts';
import { escapeHtml } from './escape-html.ts';

export interface AnswerPage {
  lang: Lang;
  title: string;
  lines: string[];
  links: { href: string; label: string }[];
}

/**
 * A small self-contained page (no scripts, inline styles in the site's palette) for
 * answers the browser shows itself: a form posted without JavaScript.
 */
export function renderAnswerPage({ lang, title, lines, links }: AnswerPage): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const nav = links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-content:center;padding:2rem;background:#f8f4ee;color:#2b2320;font:1.05rem/1.7 'Jost Variable','Helvetica Neue',Arial,sans-serif}
main{max-width:34rem}h1{font:400 2.4rem/1.2 'Cormorant Garamond',Georgia,serif;margin:0 0 1.25rem}p{margin:0 0 .75rem;color:#5f534c}
nav{display:flex;flex-wrap:wrap;gap:1.5rem;margin-top:2rem}a{color:#7d4e3a;letter-spacing:.08em;text-transform:uppercase;font-size:.85rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${paragraphs}<nav>${nav}</nav></main></body></html>`;
}
