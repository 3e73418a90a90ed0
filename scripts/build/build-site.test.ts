import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteInputs } from './build-site.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('siteInputs', () => {
  const inputs = siteInputs(ROOT);

  it('holds the site, its settings and the workspace packages it uses, with theirs', () => {
    expect(inputs).toEqual(expect.arrayContaining(['site/astro.config.mjs', 'site/adapter/index.mjs', 'site/package.json', 'site/public/favicon.svg', 'pnpm-lock.yaml', 'scripts/build/build-site.ts']));
    // contracts (the site's), art and blobs (its pictures), config (blobs' own).
    expect(inputs).toEqual(expect.arrayContaining(['packages/contracts/src/index.ts', 'packages/art/src/render.ts', 'packages/blobs/src/index.ts', 'packages/config/src/index.ts', 'packages/config/package.json']));
  });

  it('holds files only, so a build that makes its output folders does not outdate itself', () => {
    expect(inputs.filter((path) => statSync(join(ROOT, path)).isDirectory())).toEqual([]);
  });

  it('leaves out what builds write and what no build reads', () => {
    const written = inputs.filter((path) => /(^|\/)(node_modules|dist|\.astro)(\/|$)|^site\/src\/assets\/(art|fonts)\/|^site\/public\/art|^site\/public\/(favicon-32|apple-touch-icon|icon-\d+)\.png$/.test(path));
    expect(written).toEqual([]);
    expect(inputs.filter((path) => path.endsWith('.test.ts'))).toEqual([]);
    expect(inputs.filter((path) => path.startsWith('packages/domain/') || path.startsWith('api/'))).toEqual([]);
  });
});
