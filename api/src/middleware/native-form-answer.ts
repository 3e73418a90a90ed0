import { TOASTS, langOfPath, type Lang, type ToastKey } from '@atelier/contracts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { renderAnswerPage } from '../static/answer-page.ts';

const COPY = {
  es: {
    back: 'Usa el botón Atrás del navegador para corregirlo: tus respuestas siguen en el formulario.',
    backToForm: 'Volver al formulario',
    home: 'Volver al inicio',
  },
  en: {
    back: "Use your browser's Back button to correct it: your answers are still in the form.",
    backToForm: 'Back to the form',
    home: 'Back to home',
  },
} as const;

/** A browser navigating (a form posted without JavaScript) asks for HTML; the site's fetch asks for JSON. */
const wantsHtml = (accept: string | undefined) => accept !== undefined && /^\s*text\/html/i.test(accept);

/** The form page the post came from, when it is on this site: its path also says the language. */
function formPage(referer: string | undefined, origin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Answers a request form posted without JavaScript with a page instead of JSON: the
 * thanks on success; on refusal the reasons and the way back, so no answer is lost
 * silently. Requests from the site's own script (Accept: application/json) are untouched.
 */
export function nativeFormAnswer(toasts: { succeeded: ToastKey; failed: ToastKey }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!wantsHtml(c.req.header('accept'))) return;
    const page = formPage(c.req.header('referer'), new URL(c.req.url).origin);
    const lang: Lang = page ? langOfPath(page) : c.get('lang');
    const copy = COPY[lang];
    const home = { href: lang === 'en' ? '/en/' : '/', label: copy.home };
    const status = c.res.status;
    if (status === 201 || status === 202) {
      const text = TOASTS[lang][toasts.succeeded];
      c.res = c.html(renderAnswerPage({ lang, title: text.title, lines: [text.description], links: [home] }), status);
      return;
    }
    const body = (await c.res.clone().json().catch(() => null)) as { message?: string; issues?: { message: string }[] } | null;
    const failed = TOASTS[lang][toasts.failed];
    const reasons = body?.issues?.length ? body.issues.map((issue) => issue.message) : [body?.message ?? failed.description];
    const links = page ? [{ href: page, label: copy.backToForm }, home] : [home];
    c.res = c.html(renderAnswerPage({ lang, title: failed.title, lines: [...new Set(reasons), copy.back], links }), status as 400);
  });
}
