import type { PublicAnswer } from './page-cache.ts';

/** A public answer found for a path, under the key the cache keeps it by. */
export interface PublicRoute {
  key: string;
  answer: PublicAnswer;
}

/** Maps a path to a public answer, or null when it serves none (the built pages use one). */
export type PublicRouteResolver = (path: string) => PublicRoute | null;

/**
 * The registry of every public answer the page cache serves. Each one declares the read models
 * it is rendered from: a new server-rendered page (gallery, projects…) registers its path,
 * its read models and its render, and is then cached, compressed, revalidated and refreshed
 * like the others.
 *
 *   answers.add('/api/gallery', { readModels: ['gallery'], render: … });
 */
export class PublicAnswers {
  readonly #exact = new Map<string, PublicRoute>();
  readonly #resolvers: PublicRouteResolver[] = [];

  /** Serves `answer` at exactly `path` (GET and HEAD). */
  add(path: string, answer: PublicAnswer): this {
    this.#exact.set(path, { key: path, answer });
    return this;
  }

  /** Serves whatever `resolver` finds for a path no exact entry has. */
  addResolver(resolver: PublicRouteResolver): this {
    this.#resolvers.push(resolver);
    return this;
  }

  /** The answer registered at exactly `path`: such a path is canonical, as every key added is. */
  exact(path: string): PublicRoute | undefined {
    return this.#exact.get(path);
  }

  find(path: string): PublicRoute | null {
    const exact = this.#exact.get(path);
    if (exact) return exact;
    for (const resolver of this.#resolvers) {
      const found = resolver(path);
      if (found) return found;
    }
    return null;
  }
}
