import { describe, it } from 'vitest';
import { DomainError } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { RecordPlanAcceptance } from './acceptance-commands.ts';
import { planAcceptanceDecider } from './acceptance-decider.ts';
import type { AcceptedStep, FittingPlanAccepted } from './acceptance-events.ts';

const at = '2026-11-28T10:00:00.000Z';
const first: AcceptedStep = { milestone: 'First Fitting', date: '2027-04-01', eventId: 7 };
const delivery: AcceptedStep = { milestone: 'Delivery', date: '2027-05-22', eventId: 8 };
const record = (steps: AcceptedStep[]): RecordPlanAcceptance => ({ type: 'RecordPlanAcceptance', data: { commissionId: 'dress-3', steps, at } });
const accepted = (steps: AcceptedStep[]): FittingPlanAccepted => ({ type: 'FittingPlanAccepted', data: { commissionId: 'dress-3', steps, at } });
const given = DeciderSpecification.for(planAcceptanceDecider);

describe('plan acceptance', () => {
  it('given no accept, when the steps are scheduled, then FittingPlanAccepted with them', () => {
    given([]).when(record([first, delivery])).then([accepted([first, delivery])]);
  });

  it('given one accept, when a step is scheduled again (cancelled since), then a second accept', () => {
    const again = { ...first, eventId: 9 };
    given([accepted([first])]).when(record([again])).then([accepted([again])]);
  });

  it('records nothing when nothing was missing, and refuses a calendar event the plan already made', () => {
    given([accepted([first])]).when(record([])).thenNothingHappened();
    given([accepted([first])]).when(record([first])).thenThrows(DomainError);
  });
});
