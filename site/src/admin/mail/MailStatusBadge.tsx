import type { MailLogEntry } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { MAIL_TEXT } from './text.ts';

/** What the log shows of an entry's state: its delivery status, or that her data was erased (which outranks it). */
export type MailMark = MailLogEntry['status'] | 'erased';

export const markOf = (entry: Pick<MailLogEntry, 'status' | 'erased'>): MailMark => (entry.erased ? 'erased' : entry.status);

const TONES: Record<MailMark, string> = {
  sent: 'border-success/40 bg-success/10 text-success',
  pending: 'border-accent/50 bg-linen text-accent-deep',
  sending: 'border-accent/50 bg-linen text-accent-deep',
  failed: 'border-danger/50 bg-danger/5 text-danger',
  'not-sent': 'border-line bg-paper text-muted',
  erased: 'border-line bg-paper text-muted',
};

/** Each state's own shape, so that it reads without its colour: a tick, a clock, an arrow, an exclamation, a bar, a slashed circle. */
const SHAPES: Record<MailMark, ReactNode> = {
  sent: <path d="M3 8.5l3 3 7-7" />,
  pending: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5V8l2.5 1.5" />
    </>
  ),
  sending: <path d="M2.5 8h10M9 4.5 12.5 8 9 11.5" />,
  failed: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5v4.5M8 11v.5" />
    </>
  ),
  'not-sent': (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M5 8h6" />
    </>
  ),
  erased: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M3.8 12.2l8.4-8.4" />
    </>
  ),
};

const markWord = (mark: MailMark): string => (mark === 'erased' ? MAIL_TEXT.erasedStatus : MAIL_TEXT.statuses[mark]);

/** An entry's state as a word and a mark of its own shape, on a tone that repeats them. */
export function MailStatusBadge({ mark }: { mark: MailMark }) {
  return (
    <span
      data-mark={mark}
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-[0.68rem] font-medium uppercase tracking-[0.14em] whitespace-nowrap ${TONES[mark]}`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        {SHAPES[mark]}
      </svg>
      {markWord(mark)}
    </span>
  );
}
