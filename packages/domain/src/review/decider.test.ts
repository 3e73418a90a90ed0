import { describe, expect, it } from 'vitest';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { AddReview } from './commands.ts';
import { reviewDecider } from './decider.ts';
import type { ReviewAdded, ReviewEvent } from './events.ts';
import { reviewStreamId } from './stream.ts';

const at = '2026-11-24T10:00:00.000Z';
const add: AddReview = {
  type: 'AddReview',
  data: { reviewId: 9, clientName: 'María G.', content: 'Un vestido perfecto.', contentEn: 'A perfect dress.', rating: 4, featured: true, blobKey: null, addedAt: at },
};
const added: ReviewAdded = { type: 'ReviewAdded', data: { ...add.data, rating: 4 } };
const deleted: ReviewEvent = { type: 'ReviewDeleted', data: { reviewId: 9, at } };
const edit = (changes: Record<string, unknown>) => ({ type: 'EditReview', data: { reviewId: 9, ...changes, at } }) as const;
const given = DeciderSpecification.for(reviewDecider);

describe('review: add', () => {
  it('given nothing, when added, then ReviewAdded', () => {
    given([]).when(add).then([added]);
  });

  it('rates 5 when no rating is given', () => {
    const { rating: _r, ...rest } = add.data;
    given([]).when({ type: 'AddReview', data: rest }).then([{ type: 'ReviewAdded', data: { ...added.data, rating: 5 } }]);
  });

  it.each([0, 6, 4.5, Number.NaN])('refuses the rating %s', (rating) => {
    given([]).when({ ...add, data: { ...add.data, rating } }).thenThrows(DomainError, /from 1 to 5/);
    given([added]).when(edit({ rating })).thenThrows(DomainError, /from 1 to 5/);
  });

  it('refuses an id already used', () => {
    given([added]).when(add).thenThrows(DomainError, /already exists/);
  });
});

describe('review: edit and delete', () => {
  it('records only the fields that change, and nothing for a no-op', () => {
    given([added]).when(edit({ rating: 5, content: 'Un vestido perfecto.' })).then([{ type: 'ReviewEdited', data: { reviewId: 9, rating: 5, at } }]);
    given([added]).when(edit({ clientName: 'María G.', featured: true })).thenNothingHappened();
  });

  it('refuses to edit or delete a review that does not exist or was deleted', () => {
    given([]).when(edit({ rating: 3 })).thenThrows(NotFound, 'review 9 not found');
    given([added, deleted]).when(edit({ rating: 3 })).thenThrows(NotFound, 'review 9 not found');
    given([added, deleted]).when({ type: 'DeleteReview', data: { reviewId: 9, at } }).thenThrows(NotFound, /not found/);
  });

  it('records the English text like any other field, and clears it with null', () => {
    given([added]).when(edit({ contentEn: 'Simply perfect.' })).then([{ type: 'ReviewEdited', data: { reviewId: 9, contentEn: 'Simply perfect.', at } }]);
    given([added]).when(edit({ contentEn: null })).then([{ type: 'ReviewEdited', data: { reviewId: 9, contentEn: null, at } }]);
  });

  it('loads a review added before English was offered, with no English text', () => {
    const { contentEn: _en, ...spanishOnly } = added.data;
    given([{ type: 'ReviewAdded', data: spanishOnly }]).thenState({ status: 'present', review: { ...added.data, contentEn: null } });
  });

  it('deletes a review', () => {
    given([added]).when({ type: 'DeleteReview', data: { reviewId: 9, at } }).then([deleted]);
  });

  it('folds edits into the review', () => {
    const edited: ReviewEvent = { type: 'ReviewEdited', data: { reviewId: 9, clientName: 'María', at } };
    given([added, edited]).thenState({ status: 'present', review: { ...added.data, contentEn: 'A perfect dress.', clientName: 'María' } });
    expect(reviewStreamId(9)).toBe('review-9');
  });
});
