import { pickLang } from '@atelier/contracts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

/**
 * The language of error messages: `?lang=` here, refined by a form's `lang` field when
 * the body is parsed, else Accept-Language, else Spanish.
 */
export const detectLang = createMiddleware<AppEnv>(async (c, next) => {
  c.set('lang', pickLang(c.req.query('lang'), c.req.header('accept-language')));
  await next();
});
