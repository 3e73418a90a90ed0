import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/**
 * Every /admin/* path is the same client-only app, which routes in the browser; /en/admin/*
 * is its English page.
 */
function adminShell(relative: string): string | null {
  for (const prefix of ['', `en${sep}`]) {
    const root = `${prefix}admin`;
    if (relative === root || relative.startsWith(`${root}${sep}`)) return join(root, 'index.html');
  }
  return null;
}

/**
 * The built site's HTML pages, read once (the build does not change under a running
 * server). A URL path maps to `<path>/index.html` (Astro's directory format) or
 * `<path>.html`; anything that would leave the site directory is not a page.
 */
export class PageFiles {
  /** Found pages only: caching misses would let random URLs grow it without bound. */
  private readonly cache = new Map<string, string>();

  constructor(private readonly siteDir: string) {}

  /** The page a URL path serves, named by its file (every /admin path is one file), or null. */
  resolve(pathname: string): { file: string; html: string } | null {
    const file = this.fileFor(pathname);
    const cached = this.cache.get(file);
    if (cached !== undefined) return { file, html: cached };
    const html = this.read(file);
    if (html === null) return null;
    this.cache.set(file, html);
    return { file, html };
  }

  /** The Spanish path of every built page (`blog/index.html` → `/blog`); English pages live under /en/. */
  spanishPagePaths(): string[] {
    const files = readdirSync(this.siteDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.html'));
    return files
      .map((file) => `/${file.split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/')
      .filter((path) => path !== '/en' && !path.startsWith('/en/'));
  }

  /** The URL path of every file of the build that is not a page (favicon, robots.txt, images). */
  assetPaths(): string[] {
    const files = readdirSync(this.siteDir, { recursive: true, encoding: 'utf8' }).filter((file) => !file.endsWith('.html') && statSync(join(this.siteDir, file)).isFile());
    return files.map((file) => `/${file.split(sep).join('/')}`);
  }

  private fileFor(pathname: string): string {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return '';
    }
    const relative = normalize(decoded).replace(/^[/\\]+/, '').replace(/[/\\]+$/, '');
    const admin = adminShell(relative);
    if (admin) return admin;
    if (relative.startsWith('..') || relative.includes(`${sep}..`) || relative.includes('\0')) return '';
    if (relative === '') return 'index.html';
    if (relative.endsWith('.html')) return relative;
    return join(relative, 'index.html');
  }

  private read(file: string): string | null {
    if (file === '') return null;
    for (const candidate of [file, file.replace(/[/\\]index\.html$/, '.html')]) {
      const path = join(this.siteDir, candidate);
      if (existsSync(path) && statSync(path).isFile()) return readFileSync(path, 'utf8');
    }
    return null;
  }
}
