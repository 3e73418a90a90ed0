/**
 * The anchor GitHub gives a heading: its text as rendered (code spans, links and emphasis
 * reduced to their words), lower-cased, every character but letters, digits, `_`, `-` and
 * spaces dropped, and each space turned into a hyphen ("Request status" → `request-status`).
 */
export function headingSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '');
  return rendered
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/**
 * Every anchor a Markdown document's headings give, outside fenced code. A repeated heading
 * gets `-1`, `-2`… as on GitHub, so a citation of the second one names it exactly.
 */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fenceMark !== undefined) {
      if (fence === null) fence = fenceMark[0] ?? null;
      else if (fenceMark.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = ATX_HEADING.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = headingSlug(heading);
    let anchor = slug;
    for (let repeat = 1; anchors.has(anchor); repeat++) anchor = `${slug}-${repeat}`;
    anchors.add(anchor);
  }
  return anchors;
}
