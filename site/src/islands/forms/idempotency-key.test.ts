import { describe, expect, it } from 'vitest';
import { contentOf, keyForAttempt } from './idempotency-key.ts';

const form = (fields: Record<string, string>, files: File[] = []) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('images', file);
  return data;
};

describe('the Idempotency-Key of a form submission', () => {
  let n = 0;
  const fresh = () => `key-${++n}`;

  it('is kept for a retry of exactly the same content after a failure', () => {
    const first = keyForAttempt(null, contentOf(form({ fullName: 'Ana' })), fresh);
    const retry = keyForAttempt(first, contentOf(form({ fullName: 'Ana' })), fresh);
    expect(retry.key).toBe(first.key);
  });

  it('is new once a field changed after a failed attempt', () => {
    const first = keyForAttempt(null, contentOf(form({ fullName: 'Ana', phone: '600 000 000' })), fresh);
    const edited = keyForAttempt(first, contentOf(form({ fullName: 'Ana', phone: '600 000 001' })), fresh);
    expect(edited.key).not.toBe(first.key);
    // Going back to the first content is a change too: the edited attempt may have been stored.
    expect(keyForAttempt(edited, contentOf(form({ fullName: 'Ana', phone: '600 000 000' })), fresh).key).not.toBe(edited.key);
  });

  it('is new when a photo is added, removed or replaced', () => {
    const photo = new File(['a'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 });
    const other = new File(['bb'], 'b.jpg', { type: 'image/jpeg', lastModified: 2 });
    const first = keyForAttempt(null, contentOf(form({ fullName: 'Ana' }, [photo])), fresh);
    expect(keyForAttempt(first, contentOf(form({ fullName: 'Ana' }, [photo, other])), fresh).key).not.toBe(first.key);
    expect(keyForAttempt(first, contentOf(form({ fullName: 'Ana' })), fresh).key).not.toBe(first.key);
    expect(keyForAttempt(first, contentOf(form({ fullName: 'Ana' }, [other])), fresh).key).not.toBe(first.key);
    expect(keyForAttempt(first, contentOf(form({ fullName: 'Ana' }, [photo])), fresh).key).toBe(first.key);
  });
});
