import { describe, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { scenario } from '../shared/testing.ts';
import type { ClaimDemoItem } from './commands.ts';
import { demoClaimDecider } from './decider.ts';

const at = '2026-11-24T10:00:00.000Z';
const claim: ClaimDemoItem = { type: 'ClaimDemoItem', data: { item: 'reviews', ids: [4, 5, 6], at } };
const spec = scenario(demoClaimDecider);

describe('demo claim', () => {
  it('claims an item with its ids once; a second claim is refused', () => {
    spec.given().when(claim).then([{ type: 'DemoItemClaimed', data: { item: 'reviews', ids: [4, 5, 6], at } }]);
    spec.given({ type: 'DemoItemClaimed', data: { item: 'reviews', ids: [1], at } }).when(claim).thenThrows(DomainError, /already claimed/);
  });
});
