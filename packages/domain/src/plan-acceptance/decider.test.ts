import { describe, it } from 'vitest';
import { DomainError } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { RecordPlanAcceptance } from './commands.ts';
import { PlanAcceptedMeanwhile, planAcceptanceDecider } from './decider.ts';
import type { AcceptedStep, FittingPlanAccepted } from './events.ts';

const at = '2026-11-28T10:00:00.000Z';
const first: AcceptedStep = { milestone: 'First Fitting', date: '2027-04-01', eventId: 7 };
const delivery: AcceptedStep = { milestone: 'Delivery', date: '2027-05-22', eventId: 8 };
const record = (seen: number, steps: AcceptedStep[]): RecordPlanAcceptance => ({ type: 'RecordPlanAcceptance', data: { commissionId: 'dress-3', seen, steps, at } });
const accepted = (steps: AcceptedStep[]): FittingPlanAccepted => ({ type: 'FittingPlanAccepted', data: { commissionId: 'dress-3', steps, at } });
const given = DeciderSpecification.for(planAcceptanceDecider);

describe('plan acceptance', () => {
  it('given no accept, when the API saw none, then FittingPlanAccepted with the steps it scheduled', () => {
    given([]).when(record(0, [first, delivery])).then([accepted([first, delivery])]);
  });

  it('given one accept, when the API planned on a picture without it, then refused: the step may be scheduled already', () => {
    given([accepted([first])]).when(record(0, [first])).thenThrows(PlanAcceptedMeanwhile);
  });

  it('given one accept the API saw, when it schedules a step again (cancelled since), then a second accept', () => {
    const again = { ...first, eventId: 9 };
    given([accepted([first])]).when(record(1, [again])).then([accepted([again])]);
  });

  it('records nothing when nothing was missing, even on a stale picture, and refuses a calendar event the plan already made', () => {
    given([accepted([first])]).when(record(1, [])).thenNothingHappened();
    given([accepted([first])]).when(record(0, [])).thenNothingHappened();
    given([accepted([first])]).when(record(1, [first])).thenThrows(DomainError);
  });
});
