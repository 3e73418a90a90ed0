/** The JavaScript one built HTML page loads before any interaction. */
export interface PageScripts {
  /** Site-absolute URLs of module scripts, preloads and Astro island component/renderer modules. */
  urls: string[];
  /** Bodies of inline scripts (Astro inlines small ones); JSON and other data blocks excluded. */
  inline: string[];
  /** Whether the page hydrates any React island. */
  hasIslands: boolean;
  /** The component name of each island the page hydrates (Astro's `opts.name`), e.g. `Lightbox`. */
  islands: string[];
  /**
   * Component/renderer modules of islands hydrated later, never with the page: once scrolled
   * into view (`client:visible`) or at the visitor's first gesture in them (`client:interaction`).
   */
  deferred: string[];
}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i');
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const ISLAND = /<astro-island\b([^>]*)>/gi;
const MODULE_PRELOAD = /<link\b([^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*)>/gi;
/** Directives under which an island's code loads after the page, when the visitor reaches it. */
const DEFERRED_DIRECTIVES = new Set(['visible', 'interaction']);
/** Script types a browser executes; anything else (application/json, ld+json) is data. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function attribute(tag: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Decodes the few entities Astro writes into attribute values. */
function decode(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

/** An island's component name from its `opts` attribute (`{"name":"Lightbox","value":"visible"}`). */
function islandName(attributes: string): string {
  const opts = attribute(attributes, 'opts');
  if (!opts) return '?';
  try {
    const name: unknown = (JSON.parse(decode(opts)) as { name?: unknown }).name;
    return typeof name === 'string' ? name : '?';
  } catch {
    return '?';
  }
}

export function pageScripts(html: string): PageScripts {
  const urls = new Set<string>();
  const inline: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const src = attribute(attributes, 'src');
    if (src) urls.add(decode(src));
    else if (body.trim()) inline.push(body);
  }
  for (const [, attributes = ''] of html.matchAll(MODULE_PRELOAD)) {
    const href = attribute(attributes, 'href');
    if (href) urls.add(decode(href));
  }
  const islands: string[] = [];
  const deferred = new Set<string>();
  for (const [, attributes = ''] of html.matchAll(ISLAND)) {
    islands.push(islandName(attributes));
    const target = DEFERRED_DIRECTIVES.has(attribute(attributes, 'client') ?? '') ? deferred : urls;
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attribute(attributes, name);
      if (url) target.add(decode(url));
    }
  }
  return { urls: [...urls], inline, hasIslands: islands.length > 0, islands, deferred: [...deferred] };
}
