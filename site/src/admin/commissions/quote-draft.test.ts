import { describe, expect, it } from 'vitest';
import { blankLine, draftOf, draftTotal, quoteFromDraft, type QuoteDraft } from './quote-draft.ts';

const draft = (lines: [string, string][], depositPercent = '50', validUntil = '2027-01-31'): QuoteDraft => ({
  lines: lines.map(([label, amount]) => ({ ...blankLine(), label, amount })),
  depositPercent,
  validUntil,
});

describe('draftOf', () => {
  it('starts a first quote with three blank lines, 50 % and thirty days', () => {
    const start = draftOf(null, '2026-11-28');
    expect(start.lines).toHaveLength(3);
    expect(start.depositPercent).toBe('50');
    expect(start.validUntil).toBe('2026-12-28');
  });
  it('starts from the quote sent last, its amounts as typed text', () => {
    const start = draftOf({ number: 1, lines: [{ label: 'Diseño', amountCents: 125050 }], totalCents: 125050, depositPercent: 40, depositCents: 50020, validUntil: '2027-01-01', sentAt: '', acceptedAt: null }, '2026-11-28');
    expect(start.lines.map((line) => line.label)).toEqual(['Diseño']);
    expect(start.lines[0]!.amount).toMatch(/^1250[.,]50$/);
    expect(start.depositPercent).toBe('40');
  });
});

describe('draftTotal', () => {
  it('adds the amounts that read as money, skipping the rest', () => {
    expect(draftTotal(draft([['Diseño', '1.250,50'], ['Tejido', '300'], ['Arreglos', 'abc']]))).toBe(155050);
  });
});

describe('quoteFromDraft', () => {
  it('turns the filled lines into cents and leaves blank lines out', () => {
    const result = quoteFromDraft(draft([['Diseño', '1.250,50'], ['', ''], ['Tejido', '300']]), 'bad');
    expect(result).toEqual({ ok: true, quote: { lines: [{ label: 'Diseño', amountCents: 125050 }, { label: 'Tejido', amountCents: 30000 }], depositPercent: 50, validUntil: '2027-01-31' } });
  });
  it('names the line whose amount is not money, and the one with no label', () => {
    const shaped = draft([['Diseño', 'mil'], ['', '20']]);
    const result = quoteFromDraft(shaped, 'bad');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[`line-${shaped.lines[0]!.key}-amount`]).toBe('bad');
    expect(result.errors[`line-${shaped.lines[1]!.key}-label`]).toBeTruthy();
  });
  it('refuses a quote with no line, a percent above 100 and no day', () => {
    const result = quoteFromDraft(draft([['', '']], '120', ''), 'bad');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['depositPercent', 'lines', 'validUntil']);
  });
});
