import { describe, expect, it } from 'vitest';
import type { RenderedAnswer } from './cached-answer.ts';
import { PageCache, type PublicAnswer } from './page-cache.ts';
import { LocalStamps } from './read-model-stamps.ts';

const REQUEST = { encoding: 'identity', ifNoneMatch: undefined, head: false, hsts: false } as const;

/** An answer showing a value it reads at render time, counting its renders. */
function counting(read: () => string, readModels = ['settings']) {
  let renders = 0;
  const answer: PublicAnswer = {
    readModels,
    async render() {
      renders += 1;
      const rendered: RenderedAnswer = { body: read(), contentType: 'text/plain', cacheControl: 'no-cache', headers: {} };
      return { rendered, keep: true };
    },
  };
  return { answer, renders: () => renders };
}

const text = async (cache: PageCache, key: string, answer: PublicAnswer) => (await cache.get(key, answer)).respond(REQUEST).text();

describe('PageCache', () => {
  it('renders an answer once, and again only when a read model it depends on moves', async () => {
    const stamps = new LocalStamps();
    const cache = new PageCache(stamps);
    let value = 'one';
    const { answer, renders } = counting(() => value);
    for (let i = 0; i < 5; i++) expect(await text(cache, '/', answer)).toBe('one');
    expect(renders()).toBe(1);

    value = 'two';
    stamps.moved('unrelated');
    expect(await text(cache, '/', answer)).toBe('one');
    expect(renders()).toBe(1);

    stamps.moved('settings');
    expect(await text(cache, '/', answer)).toBe('two');
    expect(await text(cache, '/', answer)).toBe('two');
    expect(renders()).toBe(2);
  });

  it('shares one render between requests that miss together', async () => {
    const cache = new PageCache(new LocalStamps());
    const { answer, renders } = counting(() => 'x');
    const bodies = await Promise.all(Array.from({ length: 10 }, () => text(cache, '/', answer)));
    expect(bodies).toEqual(Array(10).fill('x'));
    expect(renders()).toBe(1);
  });

  it('does not keep as fresh a render that began before its read model moved', async () => {
    const stamps = new LocalStamps();
    const cache = new PageCache(stamps);
    let value = 'old';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: PublicAnswer = {
      readModels: ['settings'],
      async render() {
        const seen = value;
        await gate;
        return { rendered: { body: seen, contentType: 'text/plain', cacheControl: 'no-cache', headers: {} }, keep: true };
      },
    };
    const first = cache.get('/', slow);
    value = 'new';
    stamps.moved('settings');
    // A request after the move does not join the render that read the old value.
    const second = cache.get('/', slow);
    release();
    expect(await (await first).respond(REQUEST).text()).toBe('old');
    expect(await (await second).respond(REQUEST).text()).toBe('new');
    expect(await (await cache.get('/', slow)).respond(REQUEST).text()).toBe('new');
  });

  it('serves but does not keep an answer rendered from a fallback', async () => {
    const cache = new PageCache(new LocalStamps());
    let renders = 0;
    const fallback: PublicAnswer = {
      readModels: ['settings'],
      async render() {
        renders += 1;
        return { rendered: { body: 'defaults', contentType: 'text/plain', cacheControl: 'no-cache', headers: {} }, keep: false };
      },
    };
    expect(await text(cache, '/', fallback)).toBe('defaults');
    expect(await text(cache, '/', fallback)).toBe('defaults');
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });
});
