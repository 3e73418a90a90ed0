import { SITE_SETTING_KEYS, type SiteSettings } from '@atelier/contracts';
import { escapeHtml } from './escape-html.ts';

/** tel: links keep the digits and a leading +; everything else in a phone number is layout. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * An element the site marks as holding a contact detail: `<a data-setting="contactPhone"
 * href="tel:…">default</a>`. Its content is text only (the built-in default).
 */
const MARKED = new RegExp(
  `<(a|span|p|address)(\\s[^>]*?)?\\sdata-setting="(${SITE_SETTING_KEYS.join('|')})"([^>]*)>([^<]*)</\\1>`,
  'g',
);

/**
 * Puts the owner's contact details into a static page's footer at serve time, so the
 * HTML carries them (no request from the browser) while the page itself stays static.
 * The built page keeps the defaults, which is what visitors see if settings cannot be read.
 */
export function fillSiteSettings(html: string, settings: SiteSettings): string {
  return html.replace(MARKED, (_match, tag: string, before = '', key: keyof SiteSettings, after: string) => {
    const value = settings[key];
    let attributes = `${before} data-setting="${key}"${after}`;
    if (key === 'contactPhone') attributes = attributes.replace(/href="tel:[^"]*"/, `href="${escapeHtml(telHref(value))}"`);
    if (key === 'contactEmail') attributes = attributes.replace(/href="mailto:[^"]*"/, `href="mailto:${escapeHtml(value)}"`);
    return `<${tag}${attributes}>${escapeHtml(value)}</${tag}>`;
  });
}
