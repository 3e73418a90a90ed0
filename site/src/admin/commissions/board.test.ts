import type { CommissionCard } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { columnsOf, firstBusyStage } from './board.ts';

const card = (id: string, stage: CommissionCard['stage']): CommissionCard => ({
  id,
  requestType: 'dress',
  requestId: Number(id.split('-')[1]),
  clientName: id,
  erased: false,
  occasion: 'wedding',
  occasionDate: '2027-06-12',
  daysLeft: 100,
  amountDue: null,
  stage,
  version: 1,
});

describe('columnsOf', () => {
  it('gives every stage a column, in order, keeping the order of the cards', () => {
    const columns = columnsOf([card('dress-3', 'design'), card('dress-1', 'consultation'), card('dress-2', 'design')]);
    expect(columns.map((column) => column.stage)).toEqual(['consultation', 'design', 'fabric', 'deposit', 'toile', 'making', 'fittings', 'final-fitting', 'balance', 'delivered']);
    expect(columns[1]!.cards.map((item) => item.id)).toEqual(['dress-3', 'dress-2']);
    expect(columns[2]!.cards).toEqual([]);
  });
});

describe('firstBusyStage', () => {
  it('is the first stage holding a card', () => {
    expect(firstBusyStage([card('dress-1', 'making'), card('dress-2', 'toile')])).toBe('toile');
  });
  it('is the first stage when there is no card', () => {
    expect(firstBusyStage([])).toBe('consultation');
  });
});
