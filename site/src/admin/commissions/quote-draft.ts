import { commissionQuoteSchema, COMMISSION_LIMITS, type CommissionQuote, type CommissionQuoteOutput } from '@atelier/contracts';
import { addDays, format, parseISO } from 'date-fns';
import * as v from 'valibot';
import { ADMIN_LANG } from '../lang.ts';
import { centsFromEuros, eurosForInput } from './money-input.ts';

/** A quote as the editor holds it: what was typed, amounts still as text. */
export interface QuoteDraft {
  lines: { key: number; label: string; amount: string }[];
  depositPercent: string;
  validUntil: string;
}

/** How long a new quote stays open by default. */
const VALID_DAYS = 30;
let nextKey = 1;

export const blankLine = (): QuoteDraft['lines'][number] => ({ key: nextKey++, label: '', amount: '' });

/** The editor's start: the quote sent last, to change and send again, or three blank lines, 50 %, a month. */
export function draftOf(quote: CommissionQuote | null, today: string): QuoteDraft {
  if (quote)
    return {
      lines: quote.lines.map((line) => ({ key: nextKey++, label: line.label, amount: eurosForInput(line.amountCents, ADMIN_LANG) })),
      depositPercent: String(quote.depositPercent),
      validUntil: quote.validUntil,
    };
  return {
    lines: [blankLine(), blankLine(), blankLine()],
    depositPercent: String(COMMISSION_LIMITS.defaultDepositPercent),
    validUntil: format(addDays(parseISO(today), VALID_DAYS), 'yyyy-MM-dd'),
  };
}

/** A line left wholly blank is not part of the quote. */
const filled = (line: QuoteDraft['lines'][number]): boolean => line.label.trim() !== '' || line.amount.trim() !== '';

/** The total so far, of the amounts that read as money: shown live while she types. */
export const draftTotal = (draft: QuoteDraft): number => draft.lines.reduce((sum, line) => sum + (centsFromEuros(line.amount) ?? 0), 0);

/** The deposit percentage as typed, or the default while it is not a number. */
export const draftPercent = (draft: QuoteDraft): number => {
  const percent = Number(draft.depositPercent);
  return draft.depositPercent.trim() !== '' && Number.isInteger(percent) ? percent : COMMISSION_LIMITS.defaultDepositPercent;
};

/**
 * The quote to send, or the problems per field: `line-<key>-amount` for an amount that is not
 * money, and the contract's own messages (in the admin's language) for the rest, named
 * `line-<key>-label`, `lines`, `depositPercent`, `validUntil`.
 */
export function quoteFromDraft(draft: QuoteDraft, badAmount: string): { ok: true; quote: CommissionQuoteOutput } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines = draft.lines.filter(filled);
  const amounts = lines.map((line) => {
    const cents = centsFromEuros(line.amount);
    if (cents === null) errors[`line-${line.key}-amount`] = badAmount;
    return cents ?? 0;
  });
  const parsed = v.safeParse(
    commissionQuoteSchema,
    { lines: lines.map((line, index) => ({ label: line.label, amountCents: amounts[index] })), depositPercent: draft.depositPercent.trim() === '' ? Number.NaN : Number(draft.depositPercent), validUntil: draft.validUntil },
    { lang: ADMIN_LANG },
  );
  if (!parsed.success)
    for (const issue of parsed.issues) {
      const path = (issue.path ?? []).map((item) => String(item.key));
      const name = path[0] === 'lines' && path[1] !== undefined ? `line-${lines[Number(path[1])]?.key}-${path[2] ?? 'label'}` : (path[0] ?? 'lines');
      errors[name] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, quote: parsed.output };
}
