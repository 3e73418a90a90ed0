import { COLLECTION_IDS } from '../packages/contracts/src/gallery.ts';

/** How long a first start may take to seed the demo catalogue in the background. */
const SEEDING_TIMEOUT_MS = 180_000;

/**
 * `paths` with `{project}` replaced by the first visible demo project's id, once the demo
 * catalogue has been seeded and its variants made (a first start does both in the background),
 * or with `whole: false` once the first project is there.
 */
export async function withDemoProject(origin: string, paths: readonly string[], { whole = true, timeoutMs = SEEDING_TIMEOUT_MS }: { whole?: boolean; timeoutMs?: number } = {}): Promise<string[]> {
  if (!paths.some((path) => path.includes('{project}'))) return [...paths];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const items = (await (await fetch(`${origin}/api/public-gallery`)).json()) as { id: number; collection: string | null; image: { variants: unknown[] } }[];
    // Done when every collection has designs and every design its variants: measuring while
    // pictures are still drawn and encoded would measure the drawing (two shared cores).
    const seeded = COLLECTION_IDS.every((id) => items.some((item) => item.collection === id));
    // `whole: false` (bench:http --first-start) takes the first project as soon as there is one.
    if ((!whole && items.length > 0) || (seeded && items.every((item) => item.image.variants.length > 0))) {
      return paths.map((path) => path.replace('{project}', String(items[0]!.id)));
    }
    if (Date.now() > deadline) throw new Error('the demo catalogue was not seeded in time: /api/public-gallery is empty');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
