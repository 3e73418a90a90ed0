import { LANGS, MAIL_ID_PATTERN, isMailTemplateName, mailLogQuerySchema, type Lang, type MailSettingsAnswer } from '@atelier/contracts';
import { mailStream, testMailStream } from '@atelier/domain';
import { getMailSettings } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { noInput } from '../input/no-input.ts';
import { pathKey } from '../input/path-params.ts';
import { parseOrThrow } from '../input/validate.ts';
import { mailLogPage } from '../mail/mail-log.ts';
import { entryPreview, templatePreview } from '../mail/previews.ts';
import { resendable, testMailAddress } from '../mail/commands.ts';
import { commandRoute } from '../routing/command-route.ts';
import { privateRead } from '../routing/read-routes.ts';

const mailIdOf = (c: Context<AppEnv>): string => pathKey(c, 'id', MAIL_ID_PATTERN, () => badRequest('invalidMailId'));

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * /api/mail: the mail log and its previews (signed-in staff), a failed mail sent again and a
 * test mail (an admin's), and what the Settings' Mail panel reads (docs/product.md#mail, ADR 045).
 * Every answer is private (no-store): it reads the outbox and the clients' sealed data.
 */
export function mailRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  /** GET /api/mail?before=&limit=: newest first, a page at a time (`before`: the last entry's id). */
  app.get(
    '/',
    privateRead({
      access: 'signed-in',
      answer: (c) => mailLogPage(ctx, parseOrThrow(mailLogQuerySchema, c.req.query(), c.get('lang'))),
    }),
  );

  app.get(
    '/settings',
    privateRead({
      access: 'signed-in',
      answer: async (): Promise<MailSettingsAnswer> => getMailSettings(ctx.store.db),
    }),
  );

  app.get(
    '/templates/:template/:lang',
    privateRead({
      access: 'signed-in',
      answer(c) {
        const template = pathKey(c, 'template', isMailTemplateName, () => notFound('mailTemplateNotFound'));
        const lang = pathKey(c, 'lang', isLang, () => notFound('mailTemplateNotFound'));
        return templatePreview(ctx, template, lang);
      },
    }),
  );

  app.get(
    '/:id/preview',
    privateRead({
      access: 'signed-in',
      answer: (c) => entryPreview(ctx, mailIdOf(c)),
    }),
  );

  /** A failed mail, pending again (MailResendRequested): an admin's, and only for a failed entry. */
  app.post(
    '/:id/resend',
    commandRoute(ctx, {
      access: 'admin',
      input: noInput,
      status: 200,
      async plan({ c, at }) {
        const outboxId = await resendable(ctx, mailIdOf(c), c.get('lang'));
        return { stream: mailStream(outboxId), command: { type: 'ResendMail' as const, data: { outboxId, at } }, answer: { id: outboxId, status: 'pending' } };
      },
    }),
  );

  /** A test mail to the designer's address (TestMailRequested on its own stream): the outbox makes its entry. */
  app.post(
    '/test',
    commandRoute(ctx, {
      access: 'admin',
      input: noInput,
      status: 201,
      async plan({ at }) {
        const to = await testMailAddress(ctx);
        const requestId = crypto.randomUUID();
        return { stream: testMailStream(requestId), command: { type: 'RequestTestMail' as const, data: { requestId, at } }, answer: { requestId, to } };
      },
    }),
  );

  return app;
}
