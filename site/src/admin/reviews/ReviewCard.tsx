import type { Review } from '@atelier/contracts';
import { Button } from '../ui/Button.tsx';
import { ClientPortrait } from './ClientPortrait.tsx';
import { Stars } from './Stars.tsx';
import { REVIEWS_TEXT } from './text.ts';

export interface ReviewCardProps {
  review: Review;
  onEdit(review: Review): void;
  onDelete(review: Review): void;
}

/** One testimonial as the owner manages it: who, how many stars, what she said, featured or not. */
export function ReviewCard({ review, onEdit, onDelete }: ReviewCardProps) {
  return (
    <li className="flex flex-col border border-line bg-paper p-6 sm:p-7">
      <div className="flex items-start gap-4">
        <ClientPortrait name={review.clientName} imageUrl={review.imageUrl} />
        <div className="grid min-w-0 flex-1 gap-2">
          <h3 className="font-display text-2xl leading-tight break-words text-ink">{review.clientName}</h3>
          <Stars rating={review.rating} />
        </div>
        {review.featured ? (
          <span className="shrink-0 border border-accent/60 bg-linen px-2.5 py-1 text-[0.65rem] font-medium uppercase tracking-[0.18em] text-accent-deep">
            {REVIEWS_TEXT.featured}
          </span>
        ) : (
          <span className="shrink-0 px-1 py-1 text-[0.65rem] uppercase tracking-[0.18em] text-muted">{REVIEWS_TEXT.notFeatured}</span>
        )}
      </div>
      <blockquote className="mt-5 flex-1 font-display text-lg leading-relaxed break-words whitespace-pre-line text-ink/90 italic">{review.content}</blockquote>
      <div className="mt-6 flex justify-end gap-2 border-t border-line/70 pt-4">
        <Button variant="outline" size="sm" aria-label={REVIEWS_TEXT.editOf(review.clientName)} onClick={() => onEdit(review)}>
          {REVIEWS_TEXT.edit}
        </Button>
        <Button variant="deny" size="sm" aria-label={REVIEWS_TEXT.deleteOf(review.clientName)} onClick={() => onDelete(review)}>
          {REVIEWS_TEXT.delete}
        </Button>
      </div>
    </li>
  );
}
