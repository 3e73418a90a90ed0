import {
  CannotRemoveOwnAccount,
  CategoryRefused,
  CommissionRefused,
  DomainError,
  FittingRefused,
  IllegalTransition,
  MAX_FITTING_PHOTOS,
  MeasurementOutOfRange,
  NotFound,
  RegistrationClosed,
  TooManyClientImages,
  type CategoryRefusal,
  type CommissionRefusal,
  type FittingRefusal,
} from '@atelier/domain';
import { COMMISSION_STAGE_NAMES, formatMoney, MEASUREMENTS, REQUEST_STATUS_WORDS, type ErrorCode, type Lang, type MeasurementName, type MessageKey, type RequestStatus } from '@atelier/contracts';
import { longDate } from '@atelier/contracts/dates';
import { HttpError } from '../errors.ts';

/**
 * The one place a decider's refusal becomes its HTTP answer (docs/architecture.md#http-conventions):
 * the deciders say why, in their own words; this gives the code and the message in the
 * request's language. Routes never repeat a decider's rule, they let its refusal through.
 */

/** The message naming what a domain NotFound looked for. */
const NOT_FOUND_MESSAGES: Record<string, MessageKey> = {
  request: 'requestNotFound',
  'gallery image': 'galleryImageNotFound',
  review: 'reviewNotFound',
  category: 'categoryNotFound',
  'contact message': 'contactMessageNotFound',
  account: 'accountNotFound',
  'calendar event': 'calendarEventNotFound',
  'fitting photo': 'fittingPhotoNotFound',
  client: 'clientRecordNotFound',
  'measurement set': 'measurementSetNotFound',
  commission: 'commissionNotFound',
  fabric: 'fabricNotFound',
};

const CATEGORY_REFUSALS: Record<CategoryRefusal, [ErrorCode, MessageKey]> = {
  exists: ['already_exists', 'categoryExists'],
  collection: ['change_not_allowed', 'categoryIsCollection'],
  fallback: ['change_not_allowed', 'categoryIsFallback'],
};

const FITTING_REFUSALS: Record<FittingRefusal, [ErrorCode, MessageKey]> = {
  'not-a-fitting': ['change_not_allowed', 'notAFitting'],
  cancelled: ['change_not_allowed', 'fittingCancelled'],
  erased: ['request_erased', 'requestErased'],
  'too-many-photos': ['change_not_allowed', 'tooManyFittingPhotos'],
};

const fail = (code: ErrorCode, key: MessageKey, params?: Record<string, string | number>) => new HttpError(code, { key, params });

/** A commission's refusal, naming the amounts, the stage or the day in the request's language. */
function commissionRefusal(refusal: CommissionRefusal, lang: Lang): HttpError {
  switch (refusal.reason) {
    case 'deposit-not-paid':
    case 'balance-not-paid':
      return fail('change_not_allowed', refusal.reason === 'deposit-not-paid' ? 'depositNotPaid' : 'balanceNotPaid', {
        amount: formatMoney(refusal.dueCents, lang),
        paid: formatMoney(refusal.paidCents, lang),
      });
    case 'payment-needs-quote':
      return fail('change_not_allowed', 'paymentNeedsQuote');
    case 'back-past-payment':
      return fail('change_not_allowed', 'stageBackPastPayment', { stage: COMMISSION_STAGE_NAMES[lang][refusal.stage] });
    case 'same-stage':
      return fail('change_not_allowed', 'sameStage');
    case 'no-quote':
      return fail('change_not_allowed', 'noQuote');
    case 'quote-expired':
      return fail('change_not_allowed', 'quoteExpired', { date: longDate(refusal.validUntil, lang) });
    case 'quote-superseded':
      return fail('change_not_allowed', 'quoteSuperseded');
    case 'valid-until-past':
      return fail('change_not_allowed', 'validUntilPast');
    case 'erased':
      return fail('request_erased', 'requestErased');
  }
}

/** A domain error as its answer; null for anything that is not one. */
export function refusalAnswer(error: unknown, lang: Lang): HttpError | null {
  if (!(error instanceof DomainError)) return null;
  if (error instanceof RegistrationClosed) return error.signedIn ? fail('forbidden', 'adminOnlyAccounts') : fail('not_signed_in', 'registrationClosed');
  if (error instanceof IllegalTransition) {
    return fail('change_not_allowed', 'alreadyDecided', { status: REQUEST_STATUS_WORDS[lang][error.from as RequestStatus] ?? error.from });
  }
  if (error instanceof CategoryRefused) {
    const [code, key] = CATEGORY_REFUSALS[error.reason];
    return fail(code, key, { name: error.category });
  }
  if (error instanceof CannotRemoveOwnAccount) return fail('change_not_allowed', 'cannotRemoveOwnAccount');
  if (error instanceof NotFound) return fail('not_found', NOT_FOUND_MESSAGES[error.entity] ?? 'notFound');
  if (error instanceof MeasurementOutOfRange) {
    const label = MEASUREMENTS[error.measurement as MeasurementName]?.label[lang] ?? error.measurement;
    return fail('validation_failed', 'measurementRange', { name: label, min: error.min, max: error.max });
  }
  if (error instanceof TooManyClientImages) return fail('change_not_allowed', 'tooManyClientImages', { limit: error.limit });
  if (error instanceof FittingRefused) {
    const [code, key] = FITTING_REFUSALS[error.reason];
    return fail(code, key, { limit: MAX_FITTING_PHOTOS });
  }
  if (error instanceof CommissionRefused) return commissionRefusal(error.refusal, lang);
  return fail('change_not_allowed', 'conflict');
}
