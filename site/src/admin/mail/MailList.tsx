import type { MailLogEntry } from '@atelier/contracts';
import { addressOf, kindOf, subjectOf, whenOf } from './format.ts';
import { MailStatusBadge, markOf } from './MailStatusBadge.tsx';
import { MAIL_TEXT } from './text.ts';

/** The log as a ledger: each mail's state, what it is, its subject, who it is for and when; each row opens its preview. */
export function MailList({ entries, onOpen }: { entries: readonly MailLogEntry[]; onOpen: (entry: MailLogEntry) => void }) {
  return (
    <ul aria-label={MAIL_TEXT.listLabel} className="border-t border-line">
      {entries.map((entry) => (
        <li key={entry.id} className="border-b border-line">
          <button
            type="button"
            onClick={() => onOpen(entry)}
            className="group grid w-full gap-y-2 px-1 py-5 text-left transition-colors hover:bg-linen/60 sm:grid-cols-[8.5rem_1fr_auto] sm:gap-x-6 sm:px-3"
          >
            <span className="flex items-center justify-between gap-3 sm:block sm:pt-1">
              <MailStatusBadge mark={markOf(entry)} />
              <span className="text-xs text-muted tabular-nums sm:hidden">{whenOf(entry)}</span>
            </span>
            <span className="min-w-0">
              <span className="block text-[0.68rem] font-medium uppercase tracking-[0.2em] text-accent-deep">{kindOf(entry)}</span>
              <span className={`mt-1 block font-display text-xl leading-snug break-words group-hover:text-accent-deep ${entry.erased ? 'text-muted italic' : 'text-ink'}`}>{subjectOf(entry)}</span>
              <span className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted">
                <span className="text-ink/80">{MAIL_TEXT.recipients[entry.recipient]}</span>
                <span aria-hidden="true">·</span>
                <span className={`break-all ${entry.erased ? 'italic' : ''}`}>{addressOf(entry)}</span>
              </span>
              {entry.status === 'failed' && !entry.erased && entry.lastError && (
                <span className="mt-1 block truncate text-sm text-danger">
                  {MAIL_TEXT.lastError}: {entry.lastError}
                </span>
              )}
              {entry.status === 'not-sent' && entry.notSentReason && !entry.erased && (
                <span className="mt-1 block text-sm text-muted italic">{MAIL_TEXT.reasons[entry.notSentReason]}</span>
              )}
            </span>
            <span className="hidden pt-1 text-right text-sm text-muted tabular-nums sm:block">{whenOf(entry)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
