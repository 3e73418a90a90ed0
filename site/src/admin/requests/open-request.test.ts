import { afterEach, describe, expect, it } from 'vitest';
import { $openRequestKey, openRequestFromLink } from './open-request.ts';

describe('a link to one request in the back office', () => {
  afterEach(() => $openRequestKey.set(null));
  const at = (hash: string) => {
    const replaced: string[] = [];
    openRequestFromLink({ hash, pathname: '/admin', search: '' }, { replaceState: (_data, _unused, url) => replaced.push(String(url)) });
    return replaced;
  };

  it('opens the request its fragment names, once, and takes the fragment out of the address', () => {
    expect(at('#request=dress-12')).toEqual(['/admin']);
    expect($openRequestKey.get()).toBe('dress-12');
    $openRequestKey.set(null);
    expect(at('#request=concept-3')).toEqual(['/admin']);
    expect($openRequestKey.get()).toBe('concept-3');
  });

  it('ignores any other fragment and leaves the address as it is', () => {
    for (const hash of ['', '#request=', '#request=suit-1', '#request=dress-12x', '#t=abc', '#request=dress-1234567890']) {
      expect(at(hash)).toEqual([]);
      expect($openRequestKey.get()).toBeNull();
    }
  });
});
