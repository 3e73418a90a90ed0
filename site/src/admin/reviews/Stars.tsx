import { REVIEWS_TEXT } from './text.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, filled up to the rating, read out as one image: "4 out of 5 stars". */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={REVIEWS_TEXT.rating(rating)} className="flex gap-1 text-accent">
      {STARS.map((star) => (
        <svg key={star} aria-hidden="true" viewBox="0 0 20 20" className={className} fill={star <= rating ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.2">
          <path d="m10 1.8 2.5 5.3 5.7.7-4.2 4 1.1 5.7L10 14.7l-5.1 2.8L6 11.8 1.8 7.8l5.7-.7z" strokeLinejoin="round" />
        </svg>
      ))}
    </span>
  );
}
