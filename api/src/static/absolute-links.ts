/** `<link rel="canonical|alternate" … href="/path">`: search engines want these absolute. */
const SITE_LINK = /<link\b([^>]*?\brel="(?:canonical|alternate)"[^>]*?\bhref=")(\/[^"]*)"/g;
/** Structured data (`<script type="application/ld+json">`): its links, absolute too. */
const STRUCTURED_DATA = /(<script type="application\/ld\+json">)([^<]*)(<\/script>)/g;
const STRUCTURED_LINK = /("(?:url|image|mainEntityOfPage|@id)":")(\/[^"]*)"/g;
/** `<meta property="og:url|og:image" content="/path">`: Open Graph wants absolute URLs. */
const OPEN_GRAPH_URL = /<meta\b([^>]*?\bproperty="og:(?:url|image)"[^>]*?\bcontent=")(\/[^"]*)"/g;

/**
 * Makes the canonical, hreflang, Open Graph and structured-data links of a page absolute at
 * serve time, on the public origin (PUBLIC_ORIGIN behind a proxy, else the request's own):
 * the build cannot know where it will be served.
 */
export function absoluteSiteLinks(html: string, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return html
    .replace(SITE_LINK, (_match, head: string, path: string) => `<link${head}${base}${path}"`)
    .replace(OPEN_GRAPH_URL, (_match, head: string, path: string) => `<meta${head}${base}${path}"`)
    .replace(STRUCTURED_DATA, (_match, open: string, json: string, close: string) =>
      `${open}${json.replace(STRUCTURED_LINK, (_link, key: string, path: string) => `${key}${base}${path}"`)}${close}`,
    );
}
