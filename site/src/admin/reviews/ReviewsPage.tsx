import type { Review } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { T } from '../text.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import { ReviewDialog, type ReviewTarget } from './ReviewDialog.tsx';
import { deleteReview } from './review-actions.ts';
import { reviewsQuery } from './reviews-query.ts';
import { REVIEWS_TEXT } from './text.ts';

function ReviewsEmpty({ onAdd }: { onAdd(): void }) {
  return (
    <div className="mx-auto mt-16 flex max-w-md flex-col items-center gap-6 text-center">
      <span aria-hidden="true" className="h-16 w-px bg-line" />
      <h2 className="font-display text-3xl text-ink">{REVIEWS_TEXT.empty}</h2>
      <p className="text-base leading-relaxed text-muted">{REVIEWS_TEXT.emptyHint}</p>
      <Button variant="outline" onClick={onAdd}>
        {REVIEWS_TEXT.addFirst}
      </Button>
    </div>
  );
}

/** /admin/reviews (docs/product.md#review-manager): the testimonials in one or two columns, add, edit, delete. */
export function ReviewsPage() {
  const state = useStore(reviewsQuery.$state);
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const add = () => setTarget({ mode: 'add' });

  return (
    <>
      <PageHeading
        eyebrow={REVIEWS_TEXT.eyebrow}
        title={REVIEWS_TEXT.title}
        intro={REVIEWS_TEXT.intro}
        actions={
          <Button onClick={add}>
            <span aria-hidden="true">+</span> {REVIEWS_TEXT.add}
          </Button>
        }
      />
      {state.status === 'loading' && <Spinner label={T.loading} />}
      {state.status === 'error' && (
        <p role="alert" className="py-24 text-center font-display text-2xl text-danger">
          {REVIEWS_TEXT.loadFailed}
        </p>
      )}
      {state.status === 'success' && state.data.length === 0 && <ReviewsEmpty onAdd={add} />}
      {state.status === 'success' && state.data.length > 0 && (
        <section aria-labelledby="reviews-list-title" className="mt-10">
          <h2 id="reviews-list-title" className="sr-only">
            {REVIEWS_TEXT.listLabel}
          </h2>
          <p className="text-[0.7rem] font-medium uppercase tracking-[0.2em] text-muted">
            {REVIEWS_TEXT.count(state.data.length, state.data.filter((review) => review.featured).length)}
          </p>
          <ul className="mt-5 grid gap-6 md:grid-cols-2">
            {state.data.map((review) => (
              <ReviewCard key={review.id} review={review} onEdit={(r) => setTarget({ mode: 'edit', review: r })} onDelete={setDeleting} />
            ))}
          </ul>
        </section>
      )}
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={REVIEWS_TEXT.confirm.title}
        text={REVIEWS_TEXT.confirm.text(deleting?.clientName ?? '')}
        cancelLabel={REVIEWS_TEXT.confirm.cancel}
        confirmLabel={REVIEWS_TEXT.confirm.confirm}
        pendingLabel={REVIEWS_TEXT.confirm.deleting}
        onConfirm={() => (deleting ? deleteReview(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
