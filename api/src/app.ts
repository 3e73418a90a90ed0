import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppContext, AppEnv } from './context.ts';
import { apiBodyLimit } from './middleware/body-limit.ts';
import { canonicalPath } from './middleware/canonical-path.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { crossOriginGuard } from './middleware/csrf.ts';
import { detectLang } from './middleware/lang.ts';
import { privateByDefault } from './middleware/private-by-default.ts';
import { httpLog } from './middleware/http-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { siteMethods } from './middleware/site-methods.ts';
import { PageCache } from './page-cache/page-cache.ts';
import { PublicAnswers } from './page-cache/public-answers.ts';
import { answerFreshFirst, servePublicAnswers } from './page-cache/serve-public-answers.ts';
import { currentUser, sessions } from './middleware/session.ts';
import { signedInHint } from './middleware/signed-in-hint.ts';
import { authRoutes } from './routes/auth.ts';
import { categoryRoutes } from './routes/categories.ts';
import { calendarEventRoutes } from './routes/calendar-events.ts';
import { calendarFeedRoutes } from './routes/calendar-feed.ts';
import { fittingRoutes } from './routes/fittings.ts';
import { contactMessageRoutes } from './routes/contact-messages.ts';
import { galleryDeletedMarkerRoutes } from './routes/gallery-deleted-marker.ts';
import { galleryImageRoutes } from './routes/gallery-images.ts';
import { healthRoutes } from './routes/health.ts';
import { mailRoutes } from './routes/mail.ts';
import { mediaRoutes } from './routes/media.ts';
import { myRequestRoutes } from './routes/my-request.ts';
import { commissionRoutes } from './routes/commissions.ts';
import { publicGalleryAnswer, reviewsAnswer } from './routes/public-gallery.ts';
import { customConceptRoutes, dressOrderRoutes } from './routes/request-forms.ts';
import { requestsRoutes } from './routes/requests.ts';
import { requestThreadRoutes } from './routes/request-thread.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { siteSettingRoutes, siteSettingsAnswer } from './routes/site-settings.ts';
import { DbSessionStore } from './sessions/db-session-store.ts';
import { accountRoutes } from './routes/accounts.ts';
import { clientRoutes } from './routes/clients.ts';
import { myRequestMeasurementRoutes } from './routes/my-request-measurements.ts';
import { notFound } from './errors.ts';
import { mountSite } from './static/site.ts';

/** The whole HTTP surface: /api/* routes and, when built, the Astro site on the same port. */
export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(ctx.logger));
  app.use('*', canonicalPath);
  // Public pages and JSON first: answered from memory, ready to send (page-cache/).
  const answers = new PublicAnswers()
    .add('/api/site-settings', siteSettingsAnswer(ctx))
    .add('/api/public-gallery', publicGalleryAnswer(ctx))
    .add('/api/reviews', reviewsAnswer(ctx));
  const cache = new PageCache(ctx.readModels);
  answerFreshFirst(app, cache, answers, ctx.config);
  app.use('*', servePublicAnswers(cache, answers, ctx.config));
  // Scripts, styles and other JSON go out gzipped when the browser asks; images are left as they are.
  app.use('*', compress());
  app.use('*', securityHeaders(ctx.config));

  const api = new Hono<AppEnv>();
  api.use('*', httpLog(ctx.logger));
  api.use('*', detectLang);
  api.use('*', privateByDefault);
  api.use('*', crossOriginGuard(ctx.config.publicOrigin));
  api.use('*', apiBodyLimit);
  api.route('/health', healthRoutes(ctx));
  const sessionStore = new DbSessionStore(ctx.store.db, ctx.now);
  api.use('*', sessions(ctx, sessionStore));
  api.use('*', signedInHint(ctx));
  api.use('*', currentUser(ctx));
  api.route('/', authRoutes(ctx));
  api.route('/dress-orders', dressOrderRoutes(ctx));
  api.route('/custom-concepts', customConceptRoutes(ctx));
  api.route('/requests', requestsRoutes(ctx));
  api.route('/requests', requestThreadRoutes(ctx));
  api.route('/gallery-images', galleryImageRoutes(ctx));
  api.route('/gallery-deleted-marker', galleryDeletedMarkerRoutes(ctx));
  api.route('/reviews', reviewRoutes(ctx));
  api.route('/contact-messages', contactMessageRoutes(ctx));
  api.route('/categories', categoryRoutes(ctx));
  api.route('/accounts', accountRoutes(ctx, sessionStore));
  api.route('/site-settings', siteSettingRoutes(ctx));
  api.route('/events', calendarEventRoutes(ctx));
  api.route('/events', fittingRoutes(ctx));
  api.route('/mail', mailRoutes(ctx));
  api.route('/', calendarFeedRoutes(ctx));
  api.route('/my-request', myRequestRoutes(ctx));
  api.route('/my-request', myRequestMeasurementRoutes(ctx));
  api.route('/clients', clientRoutes(ctx));
  api.route('/commissions', commissionRoutes(ctx));
  // A mounted sub-app's notFound is never consulted (the parent's is), so the JSON 404 is a
  // last route instead: it holds whether or not the site is served beside the API.
  api.all('*', (c) => {
    throw notFound('noApiRoute', { method: c.req.method, path: c.req.path });
  });
  app.route('/api', api);

  app.use('*', siteMethods);
  // Public images (ADR 016), before the site's files so nothing there can shadow them.
  app.route('/media', mediaRoutes(ctx));
  if (ctx.siteDir) mountSite(app, ctx, ctx.siteDir, answers);
  return app;
}
