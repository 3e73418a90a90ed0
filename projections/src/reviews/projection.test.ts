import { REVIEW_STREAM_TYPE, reviewDecider, reviewStreamId, type AddReview } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { reviewsProjection } from './projection.ts';
import { listReviews } from './queries.ts';

const at = '2026-11-24T12:00:00.000Z';
const stream = (id: number) => ({ id: reviewStreamId(id), type: REVIEW_STREAM_TYPE });
const add = (reviewId: number, fields: Partial<AddReview['data']> = {}): AddReview => ({
  type: 'AddReview',
  data: { reviewId, clientName: `Clienta ${reviewId}`, content: 'Un trabajo precioso.', featured: false, blobKey: null, addedAt: `2026-11-0${reviewId}T10:00:00.000Z`, ...fields },
});

describeEachStore('reviews projection', (kind) => {
  const shared = useProjectionStore(kind, [reviewsProjection]);

  it('fills every column from the domain events, and listReviews reads them back', async () => {
    const run = incrementally(shared.t.store, reviewsProjection);
    await run(reviewDecider, stream(1), add(1, { rating: 4, featured: true, blobKey: 'reviews/1/photo.webp' }));
    await run(reviewDecider, stream(2), add(2));
    await run(reviewDecider, stream(3), add(3));
    await run(reviewDecider, stream(1), { type: 'EditReview', data: { reviewId: 1, clientName: 'María', rating: 3, at } });
    await run(reviewDecider, stream(3), { type: 'DeleteReview', data: { reviewId: 3, at } });

    expect(await listReviews(shared.t.store.db)).toEqual([
      {
        review: { reviewId: 2, clientName: 'Clienta 2', content: 'Un trabajo precioso.', rating: 5, featured: false, blobKey: null, addedAt: '2026-11-02T10:00:00.000Z' },
        version: 0,
      },
      {
        review: { reviewId: 1, clientName: 'María', content: 'Un trabajo precioso.', rating: 3, featured: true, blobKey: 'reviews/1/photo.webp', addedAt: '2026-11-01T10:00:00.000Z' },
        version: 1,
      },
    ]);
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, reviewsProjection);
  });
});
