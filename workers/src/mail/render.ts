/**
 * The one seam between the sender and the templates: `@atelier/mail` (docs/product.md#mail)
 * renders each mail. Until it is merged, a stand-in with its signature; the integrator points
 * these two lines at '@atelier/mail'.
 */
export { renderMail } from './stand-in/render-mail.ts';
export type { Brand, MailContent, RenderedMail } from './stand-in/content.ts';
