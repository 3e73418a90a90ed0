import { isCalendarDate } from '../kernel/calendar-date.ts';
import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { PERSONAL_DATA_ERASED } from '../request/events.ts';
import type {
  AcceptCommissionQuote,
  AddCommissionFabric,
  ChooseCommissionFabric,
  CommissionCommand,
  MoveCommissionStage,
  OpenCommission,
  RecordCommissionPayment,
  SendCommissionQuote,
} from './commands.ts';
import { CommissionRefused } from './errors.ts';
import {
  COMMISSION_FABRIC_ADDED,
  COMMISSION_FABRIC_CHOSEN,
  COMMISSION_OPENED,
  COMMISSION_PAYMENT_PII,
  COMMISSION_PAYMENT_RECORDED,
  COMMISSION_QUOTE_ACCEPTED,
  COMMISSION_QUOTE_SENT,
  COMMISSION_STAGE_MOVED,
  COMMISSION_STAGE_PII,
  type CommissionEvent,
  type QuoteLineData,
} from './events.ts';
import { depositOf, earliestStageAfter, isCommissionStage, isPaymentMethod, stageIndex, type CommissionStage } from './stages.ts';

/** The newest quote, as sent. */
export interface QuoteState {
  number: number;
  lines: QuoteLineData[];
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  validUntil: string;
  sentAt: string;
  acceptedAt: string | null;
}

export interface CommissionState {
  /** Her request was approved (CommissionOpened): before that, the commission does not exist. */
  opened: boolean;
  stage: CommissionStage;
  /** The furthest stage it has been at: it may not move back before the payment stages this passed. */
  reached: CommissionStage;
  quote: QuoteState | null;
  paidCents: number;
  payments: number;
  fabrics: number;
  chosenFabric: number | null;
  erased: boolean;
}

/** Before CommissionOpened there is no commission; once opened, it stands at `consultation`. */
export const initialCommissionState: CommissionState = {
  opened: false,
  stage: 'consultation',
  reached: 'consultation',
  quote: null,
  paidCents: 0,
  payments: 0,
  fabrics: 0,
  chosenFabric: null,
  erased: false,
};

/** The entity names the API's 404s name. */
export const COMMISSION_ENTITY = 'commission';
export const FABRIC_ENTITY = 'fabric';

/** The most a line, a total or a payment may be: 100.000,00 €. */
export const MAX_AMOUNT_CENTS = 10_000_000;

const later = (a: CommissionStage, b: CommissionStage): CommissionStage => (stageIndex(a) >= stageIndex(b) ? a : b);

export function evolveCommission(state: CommissionState, event: CommissionEvent): CommissionState {
  switch (event.type) {
    case COMMISSION_OPENED:
      return { ...state, opened: true };
    case COMMISSION_STAGE_MOVED:
      return { ...state, stage: event.data.to, reached: later(state.reached, event.data.to) };
    case COMMISSION_QUOTE_SENT: {
      const { quote, lines, totalCents, depositPercent, depositCents, validUntil, at } = event.data;
      return { ...state, quote: { number: quote, lines, totalCents, depositPercent, depositCents, validUntil, sentAt: at, acceptedAt: null } };
    }
    case COMMISSION_QUOTE_ACCEPTED:
      return state.quote ? { ...state, quote: { ...state.quote, acceptedAt: event.data.at } } : state;
    case COMMISSION_PAYMENT_RECORDED:
      return { ...state, paidCents: state.paidCents + event.data.amountCents, payments: event.data.payment };
    case COMMISSION_FABRIC_ADDED:
      return { ...state, fabrics: event.data.fabric };
    case COMMISSION_FABRIC_CHOSEN:
      return { ...state, chosenFabric: event.data.fabric };
    case PERSONAL_DATA_ERASED:
      return { ...state, erased: true };
    default:
      return assertNever(event);
  }
}

const isWholeCents = (value: number, min: number): boolean => Number.isSafeInteger(value) && value >= min && value <= MAX_AMOUNT_CENTS;

/** Every command but the opening needs the commission opened and her data not erased. */
function open(state: CommissionState, commissionId: string): void {
  if (!state.opened) throw new NotFound(COMMISSION_ENTITY, commissionId);
  if (state.erased) throw new CommissionRefused({ reason: 'erased' });
}

/**
 * Opened once. The opening holds nothing personal, so a commission erased before it had its
 * opening (one approved before openings existed, ADR 065) is still opened, and stays erased.
 */
function openCommission(command: OpenCommission, state: CommissionState): CommissionEvent[] {
  if (state.opened) return [];
  return [{ type: COMMISSION_OPENED, data: { ...command.data } }];
}

/**
 * The money a move needs (docs/product.md#commissions): crossing into `deposit` (or past it)
 * needs the deposit paid, crossing into `balance` (or past it) the whole total. A stage already
 * passed is not crossed again, so an override or a payment counts once.
 */
function moneyRefusal(state: CommissionState, to: CommissionStage): CommissionRefused | null {
  const from = stageIndex(state.reached);
  const target = stageIndex(to);
  const crosses = (stage: CommissionStage) => from < stageIndex(stage) && target >= stageIndex(stage);
  for (const stage of ['deposit', 'balance'] as const) {
    if (!crosses(stage)) continue;
    if (!state.quote) return new CommissionRefused({ reason: 'payment-needs-quote' });
    const dueCents = stage === 'deposit' ? state.quote.depositCents : state.quote.totalCents;
    if (state.paidCents < dueCents) {
      return new CommissionRefused({ reason: stage === 'deposit' ? 'deposit-not-paid' : 'balance-not-paid', dueCents, paidCents: state.paidCents });
    }
  }
  return null;
}

function move(command: MoveCommissionStage, state: CommissionState): CommissionEvent[] {
  const { commissionId, stage, at } = command.data;
  open(state, commissionId);
  if (!isCommissionStage(stage)) throw new DomainError(`stage ${stage} is not one of the list`);
  if (stage === state.stage) throw new CommissionRefused({ reason: 'same-stage' });
  const earliest = earliestStageAfter(state.reached);
  if (stageIndex(stage) < stageIndex(earliest)) throw new CommissionRefused({ reason: 'back-past-payment', stage: earliest });
  const refusal = moneyRefusal(state, stage);
  const overrideReason = command.data.overrideReason?.trim() ?? '';
  if (refusal && overrideReason === '') throw refusal;
  return [
    {
      type: COMMISSION_STAGE_MOVED,
      data: { commissionId, from: state.stage, to: stage, overrideReason: refusal ? overrideReason : null, at },
      pii: COMMISSION_STAGE_PII,
    },
  ];
}

function sendQuote(command: SendCommissionQuote, state: CommissionState): CommissionEvent[] {
  const { commissionId, depositPercent, validUntil, today, at } = command.data;
  open(state, commissionId);
  const lines = command.data.lines.map((line) => ({ label: line.label.trim(), amountCents: line.amountCents }));
  if (lines.length === 0) throw new DomainError('a quote has at least one line');
  if (lines.some((line) => line.label === '' || !isWholeCents(line.amountCents, 0))) throw new DomainError('every line has a label and whole cents');
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (!isWholeCents(totalCents, 1)) throw new DomainError(`a quote total of ${totalCents} cents is not allowed`);
  if (!Number.isInteger(depositPercent) || depositPercent < 0 || depositPercent > 100) throw new DomainError('the deposit is a whole percentage');
  if (!isCalendarDate(validUntil)) throw new DomainError(`valid-until ${validUntil} is not a yyyy-MM-dd day`);
  if (validUntil < today) throw new CommissionRefused({ reason: 'valid-until-past' });
  const quote = (state.quote?.number ?? 0) + 1;
  return [
    {
      type: COMMISSION_QUOTE_SENT,
      data: { commissionId, quote, lines, totalCents, depositPercent, depositCents: depositOf(totalCents, depositPercent), validUntil, at },
    },
  ];
}

/** Her one click: only the newest quote, on or before its last day; a second click changes nothing. */
function acceptQuote(command: AcceptCommissionQuote, state: CommissionState): CommissionEvent[] {
  const { commissionId, quote, today, at } = command.data;
  open(state, commissionId);
  const current = state.quote;
  if (!current || quote > current.number) throw new CommissionRefused({ reason: 'no-quote' });
  if (quote < current.number) throw new CommissionRefused({ reason: 'quote-superseded' });
  if (current.acceptedAt !== null) return [];
  if (today > current.validUntil) throw new CommissionRefused({ reason: 'quote-expired', validUntil: current.validUntil });
  return [{ type: COMMISSION_QUOTE_ACCEPTED, data: { commissionId, quote, at } }];
}

function recordPayment(command: RecordCommissionPayment, state: CommissionState): CommissionEvent[] {
  const { commissionId, amountCents, method, paidAt, at } = command.data;
  open(state, commissionId);
  if (!isWholeCents(amountCents, 1)) throw new DomainError(`a payment of ${amountCents} cents is not allowed`);
  if (!isPaymentMethod(method)) throw new DomainError(`method ${method} is not one of the list`);
  if (!isCalendarDate(paidAt)) throw new DomainError(`paidAt ${paidAt} is not a yyyy-MM-dd day`);
  const note = command.data.note?.trim() || null;
  return [
    {
      type: COMMISSION_PAYMENT_RECORDED,
      data: { commissionId, payment: state.payments + 1, amountCents, method, paidAt, note, at },
      pii: COMMISSION_PAYMENT_PII,
    },
  ];
}

function addFabric(command: AddCommissionFabric, state: CommissionState): CommissionEvent[] {
  const { commissionId, pricePerMetreCents, metres, swatchKey, at } = command.data;
  open(state, commissionId);
  const name = command.data.name.trim();
  const supplier = command.data.supplier.trim();
  const composition = command.data.composition.trim();
  if (name === '' || supplier === '' || composition === '') throw new DomainError('a fabric needs a name, a supplier and its composition');
  if (!isWholeCents(pricePerMetreCents, 0)) throw new DomainError('a price per metre is whole cents');
  if (!Number.isFinite(metres) || metres <= 0 || metres > 100) throw new DomainError('metres are above 0 and at most 100');
  if (swatchKey === '') throw new DomainError('a fabric needs its swatch');
  return [
    {
      type: COMMISSION_FABRIC_ADDED,
      data: { commissionId, fabric: state.fabrics + 1, name, supplier, composition, pricePerMetreCents, metres, swatchKey, at },
    },
  ];
}

/** Her choice among the options; choosing the one already chosen changes nothing. */
function chooseFabric(command: ChooseCommissionFabric, state: CommissionState): CommissionEvent[] {
  const { commissionId, fabric, at } = command.data;
  open(state, commissionId);
  if (!Number.isInteger(fabric) || fabric < 1 || fabric > state.fabrics) throw new NotFound(FABRIC_ENTITY, fabric);
  if (state.chosenFabric === fabric) return [];
  return [{ type: COMMISSION_FABRIC_CHOSEN, data: { commissionId, fabric, at } }];
}

export function decideCommission(command: CommissionCommand, state: CommissionState): CommissionEvent[] {
  switch (command.type) {
    case 'OpenCommission':
      return openCommission(command, state);
    case 'MoveCommissionStage':
      return move(command, state);
    case 'SendCommissionQuote':
      return sendQuote(command, state);
    case 'AcceptCommissionQuote':
      return acceptQuote(command, state);
    case 'RecordCommissionPayment':
      return recordPayment(command, state);
    case 'AddCommissionFabric':
      return addFabric(command, state);
    case 'ChooseCommissionFabric':
      return chooseFabric(command, state);
    default:
      return assertNever(command);
  }
}

export const commissionDecider: Decider<CommissionCommand, CommissionEvent, CommissionState> = {
  initialState: initialCommissionState,
  evolve: evolveCommission,
  decide: decideCommission,
};
