import { describe, it } from 'vitest';
import { DomainError } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { ClaimDemoItem } from './commands.ts';
import { demoClaimDecider } from './decider.ts';

const at = '2026-11-24T10:00:00.000Z';
const claim: ClaimDemoItem = { type: 'ClaimDemoItem', data: { item: 'reviews', ids: [4, 5, 6], at } };
const given = DeciderSpecification.for(demoClaimDecider);

describe('demo claim', () => {
  it('claims an item with its ids once; a second claim is refused', () => {
    given([]).when(claim).then([{ type: 'DemoItemClaimed', data: { item: 'reviews', ids: [4, 5, 6], at } }]);
    given([{ type: 'DemoItemClaimed', data: { item: 'reviews', ids: [1], at } }]).when(claim).thenThrows(DomainError, /already claimed/);
  });
});
