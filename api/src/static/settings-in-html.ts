import { telHref, type SiteSettingKey, type SiteSettings } from '@atelier/contracts';
import { escapeHtml } from './escape-html.ts';
import { fillOpeningHours } from './opening-hours-in-html.ts';

/** Settings shown as the text of their element (and, for phone and email, its link). */
const TEXT_KEYS = ['contactAddress', 'contactPhone', 'contactEmail'] as const satisfies readonly SiteSettingKey[];

/**
 * An element the site marks as holding a contact detail: `<a data-setting="contactPhone"
 * href="tel:…">default</a>`. Its content is text only (the built-in default).
 */
const MARKED_TEXT = new RegExp(`<(a|span|p|address)(\\s[^>]*?)?\\sdata-setting="(${TEXT_KEYS.join('|')})"([^>]*)>([^<]*)</\\1>`, 'g');

/** A link the site marks as leading to the social profile: only its href changes, its content (an icon, a label) stays. */
const MARKED_SOCIAL_LINK = /<a(\s[^>]*?)?\sdata-setting="socialUrl"([^>]*)>/g;

function fillText(html: string, settings: SiteSettings): string {
  return html.replace(MARKED_TEXT, (_match, tag: string, before = '', key: (typeof TEXT_KEYS)[number], after: string) => {
    const value = settings[key];
    let attributes = `${before} data-setting="${key}"${after}`;
    if (key === 'contactPhone') attributes = attributes.replace(/href="tel:[^"]*"/, `href="${escapeHtml(telHref(value))}"`);
    if (key === 'contactEmail') attributes = attributes.replace(/href="mailto:[^"]*"/, `href="mailto:${escapeHtml(value)}"`);
    return `<${tag}${attributes}>${escapeHtml(value)}</${tag}>`;
  });
}

function fillSocialLinks(html: string, settings: SiteSettings): string {
  const href = `href="${escapeHtml(settings.socialUrl)}"`;
  return html.replace(MARKED_SOCIAL_LINK, (_match, before = '', after: string) => {
    const attributes = `${before} data-setting="socialUrl"${after}`.replace(/href="[^"]*"/, href);
    return `<a${attributes}>`;
  });
}

/**
 * Puts the owner's contact details, social profile and opening hours into a page at serve time, so
 * the HTML carries them (no request from the browser) while the page itself stays static.
 * The built page keeps the defaults, which is what visitors see if settings cannot be read.
 */
export function fillSiteSettings(html: string, settings: SiteSettings): string {
  return fillOpeningHours(fillSocialLinks(fillText(html, settings), settings), settings.openingHours);
}
