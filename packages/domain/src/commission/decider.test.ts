import { describe, expect, it } from 'vitest';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import { personalDataErased } from '../request/events.ts';
import type { CommissionCommand, MoveCommissionStage } from './commands.ts';
import { commissionDecider, initialCommissionState } from './decider.ts';
import { CommissionRefused, type CommissionRefusal } from './errors.ts';
import type { CommissionEvent, CommissionFabricAdded, CommissionOpened, CommissionPaymentRecorded, CommissionQuoteSent, CommissionStageMoved } from './events.ts';
import { depositOf, earliestStageAfter, type CommissionStage } from './stages.ts';
import { commissionStreamId } from './stream.ts';

const commissionId = 'dress-12';
const at = '2026-11-28T10:00:00.000Z';
const today = '2026-11-28';
const spec = DeciderSpecification.for(commissionDecider);
const opened: CommissionOpened = { type: 'CommissionOpened', data: { commissionId, requestType: 'dress', requestId: 12, at } };
/** A commission opened by its request's approval, then `events`: every rule below needs it open. */
const given = (events: CommissionEvent[]) => spec([opened, ...events]);

const moved = (from: CommissionStage, to: CommissionStage, overrideReason: string | null = null): CommissionStageMoved => ({
  type: 'CommissionStageMoved',
  data: { commissionId, from, to, overrideReason, at },
  pii: ['overrideReason'],
});
const move = (stage: CommissionStage, overrideReason?: string): MoveCommissionStage => ({
  type: 'MoveCommissionStage',
  data: { commissionId, stage, ...(overrideReason === undefined ? {} : { overrideReason }), at },
});
/** 1.250,00 € at 50 %: a deposit of 625,00 €. */
const quoteSent = (quote = 1, validUntil = '2026-12-31'): CommissionQuoteSent => ({
  type: 'CommissionQuoteSent',
  data: {
    commissionId,
    quote,
    lines: [
      { label: 'Diseño', amountCents: 50_000 },
      { label: 'Confección', amountCents: 75_000 },
    ],
    totalCents: 125_000,
    depositPercent: 50,
    depositCents: 62_500,
    validUntil,
    at,
  },
});
const paid = (payment: number, amountCents: number): CommissionPaymentRecorded => ({
  type: 'CommissionPaymentRecorded',
  data: { commissionId, payment, amountCents, method: 'bizum', paidAt: today, note: null, at },
  pii: ['note'],
});
const fabricAdded = (fabric: number): CommissionFabricAdded => ({
  type: 'CommissionFabricAdded',
  data: { commissionId, fabric, name: `Seda ${fabric}`, supplier: 'Tejidos Gómez', composition: '100 % seda', pricePerMetreCents: 4_500, metres: 3.5, swatchKey: `commissions/dress-12/fabric-${fabric}.webp`, at },
});
const refused = (reason: CommissionRefusal['reason']) => (error: CommissionRefused) => error.refusal.reason === reason;

/** A commission walked to `stage` with the deposit paid, for the rules after it. */
const atToile: CommissionEvent[] = [quoteSent(), paid(1, 62_500), moved('consultation', 'deposit'), moved('deposit', 'toile')];

describe('commission: its stream', () => {
  it('is the request key under the commission stream type', () => {
    expect(commissionStreamId('concept-3')).toBe('commission-concept-3');
  });

  it('does not exist before it is opened', () => {
    expect(initialCommissionState.opened).toBe(false);
    spec([]).when(move('design')).thenThrows(NotFound, /commission dress-12 not found/);
  });

  it('opens at consultation with nothing quoted, paid or offered', () => {
    // Literal values, not the decider's own initialCommissionState: a change to it must show here.
    given([]).thenState({ opened: true, stage: 'consultation', reached: 'consultation', quote: null, paidCents: 0, payments: 0, fabrics: 0, chosenFabric: null, erased: false });
  });

  it('is opened by its approval, once', () => {
    const open = { type: 'OpenCommission' as const, data: { commissionId, requestType: 'dress' as const, requestId: 12, at } };
    spec([]).when(open).then([opened]);
    given([]).when(open).thenNothingHappened();
    spec([personalDataErased(commissionStreamId(commissionId), at)]).when(open).then([opened]);
  });
});

describe('commission: moving between stages', () => {
  it('moves forward one stage', () => {
    given([]).when(move('design')).then([moved('consultation', 'design')]);
  });

  it('may skip stages forward while no payment stage is crossed', () => {
    given([]).when(move('fabric')).then([moved('consultation', 'fabric')]);
  });

  it('refuses the stage it is at', () => {
    given([moved('consultation', 'design')]).when(move('design')).thenThrows(CommissionRefused, refused('same-stage'));
  });

  it('refuses a stage that is not one of the list', () => {
    given([]).when(move('ironing' as CommissionStage)).thenThrows(DomainError, /not one of the list/);
  });

  it('may move back while no payment stage was reached', () => {
    given([moved('consultation', 'fabric')]).when(move('design')).then([moved('fabric', 'design')]);
  });

  it('never moves back before a payment stage it reached, even after moving back to it', () => {
    given(atToile).when(move('fabric')).thenThrows(CommissionRefused, (error) => error.refusal.reason === 'back-past-payment' && error.refusal.stage === 'deposit');
    given([...atToile, moved('toile', 'deposit')]).when(move('design')).thenThrows(CommissionRefused, refused('back-past-payment'));
  });

  it('may move back to the payment stage itself', () => {
    given(atToile).when(move('deposit')).then([moved('toile', 'deposit')]);
  });

  it('after the balance is reached, never moves back before the balance', () => {
    const history = [...atToile, paid(2, 62_500), moved('toile', 'balance')];
    given(history).when(move('making')).thenThrows(CommissionRefused, (error) => error.refusal.reason === 'back-past-payment' && error.refusal.stage === 'balance');
    given(history).when(move('delivered')).then([moved('balance', 'delivered')]);
  });

  it('the earliest stage is the last payment stage reached', () => {
    expect(earliestStageAfter('fabric')).toBe('consultation');
    expect(earliestStageAfter('deposit')).toBe('deposit');
    expect(earliestStageAfter('final-fitting')).toBe('deposit');
    expect(earliestStageAfter('delivered')).toBe('balance');
  });
});

describe('commission: stage moves against payments', () => {
  it('moves to deposit once the deposit is paid, in one payment or several', () => {
    given([quoteSent(), paid(1, 62_500)]).when(move('deposit')).then([moved('consultation', 'deposit')]);
    given([quoteSent(), paid(1, 40_000), paid(2, 22_500)]).when(move('deposit')).then([moved('consultation', 'deposit')]);
  });

  it('refuses deposit while the deposit is not paid, naming what is due and what is paid', () => {
    given([quoteSent(), paid(1, 62_499)])
      .when(move('deposit'))
      .thenThrows(CommissionRefused, (error) => error.refusal.reason === 'deposit-not-paid' && error.refusal.dueCents === 62_500 && error.refusal.paidCents === 62_499);
  });

  it('refuses to skip past deposit while the deposit is not paid', () => {
    given([quoteSent()]).when(move('making')).thenThrows(CommissionRefused, refused('deposit-not-paid'));
  });

  it('refuses a payment stage while there is no quote to measure the payments against', () => {
    given([paid(1, 10_000)]).when(move('deposit')).thenThrows(CommissionRefused, refused('payment-needs-quote'));
  });

  it('moves to balance only once the whole total is paid', () => {
    given([...atToile]).when(move('balance')).thenThrows(CommissionRefused, (error) => error.refusal.reason === 'balance-not-paid' && error.refusal.dueCents === 125_000);
    given([...atToile, paid(2, 62_500)]).when(move('balance')).then([moved('toile', 'balance')]);
  });

  it('a skip across both payment stages needs the total', () => {
    given([quoteSent(), paid(1, 62_500)]).when(move('delivered')).thenThrows(CommissionRefused, refused('balance-not-paid'));
    given([quoteSent(), paid(1, 125_000)]).when(move('delivered')).then([moved('consultation', 'delivered')]);
  });

  it('an override with a reason moves anyway, and the event records the reason', () => {
    given([quoteSent()]).when(move('deposit', '  Paga mañana en tienda ')).then([moved('consultation', 'deposit', 'Paga mañana en tienda')]);
    given([]).when(move('toile', 'Clienta de confianza')).then([moved('consultation', 'toile', 'Clienta de confianza')]);
  });

  it('a blank override is no override', () => {
    given([quoteSent()]).when(move('deposit', '   ')).thenThrows(CommissionRefused, refused('deposit-not-paid'));
  });

  it('records no reason when the move needed no override', () => {
    given([quoteSent(), paid(1, 62_500)]).when(move('deposit', 'por si acaso')).then([moved('consultation', 'deposit')]);
  });

  it('a payment stage crossed once is not checked again on the way forward after moving back', () => {
    given([quoteSent(), moved('consultation', 'deposit', 'Paga mañana'), moved('deposit', 'making'), moved('making', 'deposit')])
      .when(move('fittings'))
      .then([moved('deposit', 'fittings')]);
  });

  it('seals the override reason as personal data', () => {
    given([]).when(move('toile', 'Su madre paga')).then([expect.objectContaining({ pii: ['overrideReason'] }) as CommissionStageMoved]);
  });
});

describe('commission: the quote', () => {
  const send = (data: Partial<Extract<CommissionCommand, { type: 'SendCommissionQuote' }>['data']> = {}): CommissionCommand => ({
    type: 'SendCommissionQuote',
    data: {
      commissionId,
      lines: [
        { label: ' Diseño ', amountCents: 50_000 },
        { label: 'Confección', amountCents: 75_000 },
      ],
      depositPercent: 50,
      validUntil: '2026-12-31',
      today,
      at,
      ...data,
    },
  });

  it('totals the lines, works out the deposit and numbers the quote', () => {
    given([]).when(send()).then([quoteSent()]);
  });

  it('a new quote replaces the last and takes the next number', () => {
    given([quoteSent()]).when(send()).then([quoteSent(2)]);
  });

  it('rounds the deposit to the nearest cent, half a cent up', () => {
    expect(depositOf(125_001, 50)).toBe(62_501);
    expect(depositOf(99_999, 30)).toBe(30_000);
    given([])
      .when(send({ lines: [{ label: 'Todo', amountCents: 100_001 }], depositPercent: 33 }))
      .then([expect.objectContaining({ data: expect.objectContaining({ totalCents: 100_001, depositCents: 33_000 }) }) as CommissionQuoteSent]);
  });

  it('refuses a quote of nothing, a line without a label or an amount that is not whole cents', () => {
    given([]).when(send({ lines: [] })).thenThrows(DomainError, /at least one line/);
    given([]).when(send({ lines: [{ label: 'Regalo', amountCents: 0 }] })).thenThrows(DomainError, /total/);
    given([]).when(send({ lines: [{ label: '  ', amountCents: 100 }] })).thenThrows(DomainError, /label/);
    given([]).when(send({ lines: [{ label: 'Diseño', amountCents: 10.5 }] })).thenThrows(DomainError, /whole cents/);
    given([]).when(send({ depositPercent: 101 })).thenThrows(DomainError, /percentage/);
  });

  it('refuses a quote already expired when sent', () => {
    given([]).when(send({ validUntil: '2026-11-27' })).thenThrows(CommissionRefused, refused('valid-until-past'));
    given([]).when(send({ validUntil: today })).then([quoteSent(1, today)]);
  });
});

describe('commission: she accepts the quote', () => {
  const accept = (quote: number, day = today): CommissionCommand => ({ type: 'AcceptCommissionQuote', data: { commissionId, quote, today: day, at } });
  const accepted = (quote: number): CommissionEvent => ({ type: 'CommissionQuoteAccepted', data: { commissionId, quote, at } });

  it('records her acceptance of the newest quote, with its time', () => {
    given([quoteSent()]).when(accept(1)).then([accepted(1)]);
  });

  it('accepts on its last day, refuses the day after', () => {
    given([quoteSent(1, today)]).when(accept(1)).then([accepted(1)]);
    given([quoteSent(1, '2026-11-27')])
      .when(accept(1))
      .thenThrows(CommissionRefused, (error) => error.refusal.reason === 'quote-expired' && error.refusal.validUntil === '2026-11-27');
  });

  it('refuses a quote replaced by a newer one', () => {
    given([quoteSent(1), quoteSent(2)]).when(accept(1)).thenThrows(CommissionRefused, refused('quote-superseded'));
  });

  it('refuses when there is no quote, or one that was never sent', () => {
    given([]).when(accept(1)).thenThrows(CommissionRefused, refused('no-quote'));
    given([quoteSent(1)]).when(accept(2)).thenThrows(CommissionRefused, refused('no-quote'));
  });

  it('a second click changes nothing', () => {
    given([quoteSent(), accepted(1)]).when(accept(1)).thenNothingHappened();
  });

  it('a new quote must be accepted again', () => {
    given([quoteSent(1), accepted(1), quoteSent(2)]).when(accept(2)).then([accepted(2)]);
  });
});

describe('commission: payments', () => {
  const pay = (data: Partial<Extract<CommissionCommand, { type: 'RecordCommissionPayment' }>['data']> = {}): CommissionCommand => ({
    type: 'RecordCommissionPayment',
    data: { commissionId, amountCents: 62_500, method: 'bizum', paidAt: today, at, ...data },
  });

  it('records a payment, numbered, its note trimmed and sealed', () => {
    given([]).when(pay()).then([paid(1, 62_500)]);
    given([paid(1, 100)])
      .when(pay({ amountCents: 200, note: ' Recibo 14 ' }))
      .then([{ ...paid(2, 200), data: { ...paid(2, 200).data, note: 'Recibo 14' } }]);
  });

  it('refuses an amount of nothing, a fraction of a cent, an unknown method or a bad day', () => {
    given([]).when(pay({ amountCents: 0 })).thenThrows(DomainError, /payment/);
    given([]).when(pay({ amountCents: 1.5 })).thenThrows(DomainError, /payment/);
    given([]).when(pay({ method: 'cheque' as 'cash' })).thenThrows(DomainError, /method/);
    given([]).when(pay({ paidAt: '2026-02-30' })).thenThrows(DomainError, /paidAt/);
  });
});

describe('commission: fabric options', () => {
  const add: CommissionCommand = {
    type: 'AddCommissionFabric',
    data: { ...fabricAdded(1).data, name: ' Seda 1 ' },
  };
  const choose = (fabric: number): CommissionCommand => ({ type: 'ChooseCommissionFabric', data: { commissionId, fabric, at } });
  const chosen = (fabric: number): CommissionEvent => ({ type: 'CommissionFabricChosen', data: { commissionId, fabric, at } });

  it('adds options numbered from 1', () => {
    given([]).when(add).then([fabricAdded(1)]);
    given([fabricAdded(1)]).when(add).then([{ ...fabricAdded(2), data: { ...fabricAdded(2).data, name: 'Seda 1', swatchKey: fabricAdded(1).data.swatchKey } }]);
  });

  it('refuses an option without its name, or with metres of nothing', () => {
    given([]).when({ ...add, data: { ...add.data, name: ' ' } } as CommissionCommand).thenThrows(DomainError, /name/);
    given([]).when({ ...add, data: { ...add.data, metres: 0 } } as CommissionCommand).thenThrows(DomainError, /metres/);
  });

  it('she chooses one of the options, and may change her mind', () => {
    given([fabricAdded(1), fabricAdded(2)]).when(choose(2)).then([chosen(2)]);
    given([fabricAdded(1), fabricAdded(2), chosen(2)]).when(choose(1)).then([chosen(1)]);
  });

  it('choosing the one already chosen changes nothing', () => {
    given([fabricAdded(1), chosen(1)]).when(choose(1)).thenNothingHappened();
  });

  it('an unknown option is not found', () => {
    given([fabricAdded(1)]).when(choose(2)).thenThrows(NotFound, /fabric 2 not found/);
    given([]).when(choose(1)).thenThrows(NotFound);
  });
});

describe('commission: erased', () => {
  it('takes no more commands once her data is erased', () => {
    const erased = given([quoteSent(), personalDataErased(commissionStreamId(commissionId), at)]);
    erased.when(move('design')).thenThrows(CommissionRefused, refused('erased'));
    erased.when({ type: 'RecordCommissionPayment', data: { commissionId, amountCents: 100, method: 'cash', paidAt: today, at } }).thenThrows(CommissionRefused, refused('erased'));
  });
});
