import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import { publicPages } from './support/public-pages.ts';

const VNU_JAR = fileURLToPath(new URL('../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url));

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The Nu Html Checker (vnu-jar, on the machine's Java) on every public page, in both languages: no HTML errors. */
test('every public page is valid HTML in both languages', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'atelier-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const { path } of await publicPages(request)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const file = join(dir, `${files.size}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, path);
    }
    // vnu exits 1 when it reports errors; the JSON report is what counts.
    let report: string;
    try {
      report = execFileSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...[...files.keys()].map((url) => url.slice(5))], { encoding: 'utf8' });
    } catch (error) {
      report = (error as { stdout?: string }).stdout ?? '';
      if (!report) throw error;
    }
    // Its CSS checker predates today's CSS (Tailwind 4's @property, margin-trim): those are
    // about the stylesheet, not the HTML, and are left out.
    const errors = (JSON.parse(report) as { messages: VnuMessage[] }).messages
      .filter((message) => message.type === 'error' && !message.message.startsWith('CSS:'))
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
