import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationsIn, outsideCitationLines } from './find-citations.ts';
import { headingSlug, markdownAnchors } from './markdown-anchors.ts';
import { writtenFiles } from './repository-files.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');

/** This file quotes what the check forbids, to test it; every other written file is checked. */
const THIS_FILE = 'scripts/citations/citations.test.ts';

describe('headingSlug', () => {
  it('gives the anchors GitHub gives', () => {
    expect(headingSlug('Request status')).toBe('request-status');
    expect(headingSlug('Beyond the first specification')).toBe('beyond-the-first-specification');
    expect(headingSlug('The shape of a slice')).toBe('the-shape-of-a-slice');
    expect(headingSlug('Collections and projects')).toBe('collections-and-projects');
  });

  it('drops punctuation and markup but keeps letters of any script, digits, _ and -', () => {
    expect(headingSlug('001. Event sourcing on PostgreSQL, with PGlite')).toBe('001-event-sourcing-on-postgresql-with-pglite');
    expect(headingSlug('The `client:interaction` islands')).toBe('the-clientinteraction-islands');
    expect(headingSlug('See [the ADRs](decisions/) **now**')).toBe('see-the-adrs-now');
    expect(headingSlug('Categorías y diseño_base')).toBe('categorías-y-diseño_base');
    expect(headingSlug('Home ≤ 60 KB')).toBe('home--60-kb');
  });
});

describe('markdownAnchors', () => {
  it('takes every heading level, numbers a repeated heading, and ignores fenced code', () => {
    const doc = ['# Title', '## Forms', 'text', '```sh', '# not a heading', '```', '### Forms', '#### Closing hashes ##', '#nospace'].join('\n');
    expect([...markdownAnchors(doc)]).toEqual(['title', 'forms', 'forms-1', 'closing-hashes']);
  });
});

describe('citationsIn', () => {
  it('finds docs paths with or without an anchor, and ADRs by number, in any file', () => {
    const text = ['// see docs/product.md#forms and docs/decisions/029-stale-edits-with-if-match.md', '/** ADR 003, 008 and 009; ADRs 021/022. */'].join('\n');
    expect(citationsIn('site/src/x.ts', text)).toEqual([
      { line: 1, kind: 'document', path: 'docs/product.md', anchor: 'forms' },
      { line: 1, kind: 'document', path: 'docs/decisions/029-stale-edits-with-if-match.md', anchor: null },
      { line: 2, kind: 'decision', number: '003' },
      { line: 2, kind: 'decision', number: '008' },
      { line: 2, kind: 'decision', number: '009' },
      { line: 2, kind: 'decision', number: '021' },
      { line: 2, kind: 'decision', number: '022' },
    ]);
  });

  it('resolves relative Markdown links from the citing file, and leaves web links and folders alone', () => {
    const text = 'See [rules](../product.md#forms), [here](#context), [web](https://example.com/a.md) and [ADRs](decisions/).';
    expect(citationsIn('docs/decisions/001-x.md', text).map((citation) => (citation.kind === 'document' ? [citation.path, citation.anchor] : citation.number))).toEqual([
      ['docs/product.md', 'forms'],
      ['docs/decisions/001-x.md', 'context'],
    ]);
    expect(citationsIn('api/src/x.ts', text)).toEqual([]);
  });
});

describe('outsideCitationLines', () => {
  it('finds citations of the documents that stayed outside the repository', () => {
    const text = ['ok: docs/product.md#api', 'the rule (spec §7)', 'as issue 12 asked', 'see product decisions', 'from ../shared/design/architecture.md', 'from ../shared/spec.md', 'as the product decision "Accounts" says', 'ok: a product decision, not a rule'].join('\n');
    expect(outsideCitationLines(text)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('finds a citation a wrapped comment splits across two lines, on the line it starts on', () => {
    const text = ['/**', ' * one after another (spec', ' * §7). Then as issue', ' * 12 asked.', ' */', '// see the product', '// decisions'].join('\n');
    expect(outsideCitationLines(text)).toEqual([2, 3, 6]);
  });
});

describe('the repository', () => {
  const files = writtenFiles(ROOT).filter((path) => path !== THIS_FILE);
  const decisions = readdirSync(`${ROOT}docs/decisions`).filter((name) => /^\d{3}-.*\.md$/.test(name));
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let found = anchorsOf.get(path);
    if (!found) anchorsOf.set(path, (found = markdownAnchors(read(path))));
    return found;
  };

  it('is walked: source, tests and docs are all read', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/product.md', 'api/src/app.ts', 'site/src/lib/api.ts', 'e2e/admin.spec.ts']));
    expect(files.some((path) => path.includes('node_modules/'))).toBe(false);
  });

  it('cites no document that is outside it', () => {
    const found = files.flatMap((path) => {
      const text = read(path);
      const lines = text.split('\n');
      return outsideCitationLines(text).map((line) => `${path}:${line}: ${lines[line - 1]?.trim()}`);
    });
    expect(found).toEqual([]);
  });

  it('cites only ADRs, docs files and anchors that exist', () => {
    const broken = files.flatMap((path) =>
      citationsIn(path, read(path)).flatMap((citation) => {
        const where = `${path}:${citation.line}`;
        if (citation.kind === 'decision') {
          return decisions.some((name) => name.startsWith(`${citation.number}-`)) ? [] : [`${where}: ADR ${citation.number} has no file in docs/decisions/`];
        }
        if (!existsSync(`${ROOT}${citation.path}`)) return [`${where}: ${citation.path} does not exist`];
        if (citation.anchor !== null && !anchors(citation.path).has(citation.anchor)) return [`${where}: ${citation.path} has no heading #${citation.anchor}`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
