import type { RequestStatus } from '@atelier/contracts';
import { REQUESTS_TEXT } from './text.ts';

const TONES: Record<RequestStatus, string> = {
  pending: 'border-accent/50 bg-linen text-accent-deep',
  approved: 'border-success/40 bg-success/10 text-success',
  denied: 'border-danger/40 bg-danger/5 text-danger',
};

const DOTS: Record<RequestStatus, string> = { pending: 'bg-accent', approved: 'bg-success', denied: 'bg-danger' };

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className={`inline-flex items-center gap-2 rounded-full border px-2.5 py-0.5 text-[0.7rem] font-medium uppercase tracking-[0.14em] whitespace-nowrap ${TONES[status]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[status]}`} />
      {REQUESTS_TEXT.statuses[status]}
    </span>
  );
}
