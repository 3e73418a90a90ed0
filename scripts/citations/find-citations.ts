import { posix } from 'node:path';

/** A document a line points at: a repository path (a Markdown file) and maybe one of its anchors. */
interface DocumentCitation {
  kind: 'document';
  path: string;
  anchor: string | null;
}

/** An ADR named by its number ("ADR 023"), which must have its file in docs/decisions/. */
interface DecisionCitation {
  kind: 'decision';
  number: string;
}

export type Citation = (DocumentCitation | DecisionCitation) & { line: number };

/**
 * Citations of documents that are not in the repository: the first specification and its
 * rounds of issues were written outside it, so code and docs cite docs/product.md, the ADRs
 * or docs/architecture.md instead. Any path into the sibling folder that held them counts.
 */
const OUTSIDE_DOCUMENTS: readonly RegExp[] = [
  /\b[Ss]pec §/,
  /\b[Ii]ssues? \d+/,
  /\b[Pp]roduct[- ]decisions\b/,
  /\b[Pp]roduct decision "/,
  /\/work\/brief\b/,
  /\.\.\/shared\//,
];

const REPO_DOCUMENT = /\bdocs\/[\w./-]*?\.md(?:#([\w-]+))?/g;
const MARKDOWN_LINK = /\]\((?!\w+:)([^)\s#]*)(?:#([^)\s]+))?\)/g;
const DECISIONS = /\bADRs? (\d{3}(?:(?:, | and | ?\/ ?|, and )\d{3})*)/g;

/**
 * What one file cites, line by line: `docs/….md#anchor` written out anywhere, relative
 * Markdown links (`[…](../product.md#forms)`, `[…](#forms)`) in a Markdown file, and ADRs
 * by number. `file` is the citing file's repository path, to resolve relative links.
 */
export function citationsIn(file: string, text: string): Citation[] {
  const citations: Citation[] = [];
  const markdown = file.endsWith('.md');
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const match of content.matchAll(REPO_DOCUMENT)) {
      citations.push({ kind: 'document', path: match[0].replace(/#.*$/, ''), anchor: match[1] ?? null, line });
    }
    if (markdown) {
      for (const [, target = '', anchor] of content.matchAll(MARKDOWN_LINK)) {
        if (target !== '' && !target.endsWith('.md')) continue;
        const path = target === '' ? file : posix.normalize(posix.join(posix.dirname(file), target));
        citations.push({ kind: 'document', path, anchor: anchor ?? null, line });
      }
    }
    for (const match of content.matchAll(DECISIONS)) {
      for (const number of (match[1] ?? '').match(/\d{3}/g) ?? []) citations.push({ kind: 'decision', number, line });
    }
  });
  return citations;
}

/** What goes before a comment's or a Markdown quote's words on a line. */
const LINE_MARKER = /^\s*(?:\*(?!\/)|\/\/|>)?\s*/;

const citesOutside = (text: string) => OUTSIDE_DOCUMENTS.some((pattern) => pattern.test(text));

/**
 * The lines of a file that cite a document outside the repository, as 1-based line numbers. A
 * citation a wrapped comment splits ("(spec" at the end of a line, "§7)" at the start of the
 * next) counts on the line it starts on.
 */
export function outsideCitationLines(text: string): number[] {
  const lines = text.split('\n');
  return lines.flatMap((content, index) => {
    const next = (lines[index + 1] ?? '').replace(LINE_MARKER, '');
    const cites = citesOutside(content) || (citesOutside(`${content.trimEnd()} ${next}`) && !citesOutside(next));
    return cites ? [index + 1] : [];
  });
}
