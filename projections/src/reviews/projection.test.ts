import { REVIEW_STREAM_TYPE, reviewDecider, reviewStreamId, type AddReview, type Decider, type ReviewAdded } from '@atelier/domain';
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
  data: { reviewId, clientName: `Clienta ${reviewId}`, content: 'Un trabajo precioso.', contentEn: null, featured: false, blobKey: null, addedAt: `2026-11-0${reviewId}T10:00:00.000Z`, ...fields },
});

/** Appends a ReviewAdded as it was stored before English was offered: without contentEn. */
const spanishOnly: Decider<null, ReviewAdded, null> = {
  initialState: null,
  evolve: () => null,
  decide: () => [{ type: 'ReviewAdded', data: { reviewId: 4, clientName: 'Elena', content: 'Gracias.', rating: 5, featured: true, blobKey: null, addedAt: '2026-11-04T10:00:00.000Z' } }],
};

describeEachStore('reviews projection', (kind) => {
  const shared = useProjectionStore(kind, [reviewsProjection]);

  it('fills every column from the domain events, and listReviews reads them back', async () => {
    const run = incrementally(shared.t.store, reviewsProjection);
    await run(reviewDecider, stream(1), add(1, { rating: 4, featured: true, blobKey: 'reviews/1/photo.webp' }));
    await run(reviewDecider, stream(2), add(2, { contentEn: 'Beautiful work.' }));
    await run(reviewDecider, stream(3), add(3));
    await run(reviewDecider, stream(1), { type: 'EditReview', data: { reviewId: 1, clientName: 'María', contentEn: 'Lovely work.', rating: 3, at } });
    await run(reviewDecider, stream(2), { type: 'EditReview', data: { reviewId: 2, contentEn: null, at } });
    await run(reviewDecider, stream(3), { type: 'DeleteReview', data: { reviewId: 3, at } });
    await run(spanishOnly, stream(4), null);

    expect(await listReviews(shared.t.store.db)).toEqual([
      {
        review: { reviewId: 4, clientName: 'Elena', content: 'Gracias.', contentEn: null, rating: 5, featured: true, blobKey: null, addedAt: '2026-11-04T10:00:00.000Z' },
        version: 0,
      },
      {
        review: { reviewId: 2, clientName: 'Clienta 2', content: 'Un trabajo precioso.', contentEn: null, rating: 5, featured: false, blobKey: null, addedAt: '2026-11-02T10:00:00.000Z' },
        version: 1,
      },
      {
        review: {
          reviewId: 1,
          clientName: 'María',
          content: 'Un trabajo precioso.',
          contentEn: 'Lovely work.',
          rating: 3,
          featured: true,
          blobKey: 'reviews/1/photo.webp',
          addedAt: '2026-11-01T10:00:00.000Z',
        },
        version: 1,
      },
    ]);
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, reviewsProjection);
  });
});
