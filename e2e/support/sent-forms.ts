import type { Page } from '@playwright/test';

/** One multipart part as the page sent it: a text value, or a file's name, type and size. */
export type SentPart = { name: string; value: string } | { name: string; fileName: string; type: string; size: number };

declare global {
  interface Window {
    __sentForms?: { url: string; parts: SentPart[] }[];
  }
}

/**
 * Records the FormData bodies the page passes to fetch(). The browser does not expose the
 * file parts of a multipart request to Playwright, so this is how a test sees which
 * photos a form really sent. Call before navigating.
 */
export async function recordSentForms(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: { url: string; parts: unknown[] }[] = [];
    (window as unknown as { __sentForms: typeof sent }).__sentForms = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) {
        const url = input instanceof Request ? input.url : String(input);
        const parts = [...init.body.entries()].map(([name, value]) =>
          typeof value === 'string' ? { name, value } : { name, fileName: value.name, type: value.type, size: value.size },
        );
        sent.push({ url, parts });
      }
      return original(input, init);
    };
  });
}

/** The parts of the last form the page sent to a URL ending with `path`. */
export async function lastSentForm(page: Page, path: string): Promise<SentPart[]> {
  const sent = await page.evaluate(() => window.__sentForms ?? []);
  const form = sent.filter((entry) => entry.url.endsWith(path)).at(-1);
  if (!form) throw new Error(`The page sent no form to ${path}`);
  return form.parts;
}

export function sentFiles(parts: readonly SentPart[], field: string) {
  return parts.filter((part): part is Extract<SentPart, { fileName: string }> => part.name === field && 'fileName' in part);
}

export function sentValue(parts: readonly SentPart[], field: string): string | undefined {
  const part = parts.find((entry) => entry.name === field && 'value' in entry);
  return part && 'value' in part ? part.value : undefined;
}
