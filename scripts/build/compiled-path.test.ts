import { describe, expect, it } from 'vitest';
import { compiledPath, linkSpecifier, packageOf } from './compiled-path.ts';

describe('compiledPath', () => {
  it('puts a file at the place under dist/ its source has under src/', () => {
    expect(compiledPath('api/src/main.ts')).toBe('api/dist/main.js');
    expect(compiledPath('api/src/cli/user-create.ts')).toBe('api/dist/cli/user-create.js');
    expect(compiledPath('packages/event-store/src/index.ts')).toBe('packages/event-store/dist/index.js');
  });

  it('compiles a .tsx source to a .js file too', () => {
    expect(compiledPath('packages/mail/src/layout.tsx')).toBe('packages/mail/dist/layout.js');
    expect(packageOf('packages/mail/src/layout.tsx')).toBe('packages/mail');
  });

  it('keeps a folder named src below the package root', () => {
    expect(compiledPath('api/src/static/src/page.ts')).toBe('api/dist/static/src/page.js');
    expect(packageOf('api/src/static/src/page.ts')).toBe('api');
  });

  it('refuses what is not a workspace source', () => {
    expect(() => compiledPath('node_modules/hono/src/index.ts')).toThrow(/not a TypeScript file under a workspace package's src/);
    expect(() => compiledPath('api/lib/main.ts')).toThrow(/api\/lib\/main\.ts is not/);
    expect(() => compiledPath('packages/contracts/src/data.json')).toThrow(/data\.json is not/);
  });
});

describe('linkSpecifier', () => {
  it('leads from one compiled file to another, relative and explicit', () => {
    expect(linkSpecifier('api/dist/main.js', 'api/dist/app.js')).toBe('./app.js');
    expect(linkSpecifier('api/dist/cli/user-create.js', 'api/dist/errors.js')).toBe('../errors.js');
    expect(linkSpecifier('api/dist/main.js', 'packages/config/dist/index.js')).toBe('../../packages/config/dist/index.js');
  });
});
