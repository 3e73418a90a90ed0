import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageLocals } from '../../packages/contracts/src/index.ts';

type Render = (request: Request, locals: PageLocals) => Promise<Response>;

/**
 * Renders pages that are not prerendered through the site's server build (site/dist/server/entry.mjs,
 * the `render` the API's page cache calls, ADR 020), so their HTML can be measured like a built page's.
 */
export async function renderPages(serverEntry: string, routes: readonly string[], locals: PageLocals): Promise<{ route: string; html: string }[]> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} does not exist; build the site first (pnpm build).`);
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  const pages = [];
  for (const route of routes) {
    const response = await render(new Request(new URL(route, 'http://budget.invalid')), locals);
    if (response.status !== 200) throw new Error(`${route} rendered ${response.status}, not 200: the budget cannot measure it.`);
    pages.push({ route, html: await response.text() });
  }
  return pages;
}
