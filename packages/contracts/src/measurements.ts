import * as v from 'valibot';
import { dateField, optionalText, MAX_LENGTH } from './fields.ts';
import { DEFAULT_LANG, toLang } from './i18n.ts';
import { MEASUREMENTS, MEASUREMENT_NAMES, type MeasurementName, type MeasurementValues } from './measurement-list.ts';
import { localized, message } from './messages.ts';

export * from './measurement-list.ts';

/** A value in centimetres with at most one decimal: 88 or 70.5, never 70.25. */
const oneDecimal = (cm: number): boolean => Math.abs(cm * 10 - Math.round(cm * 10)) < 1e-6;

/** "Waist must be between 40 and 150 cm" in the issue's language, naming the measurement in that language too. */
const rangeMessage = (name: MeasurementName) => (issue: v.BaseIssue<unknown>) => {
  const lang = toLang(issue.lang) ?? DEFAULT_LANG;
  const { label, min, max } = MEASUREMENTS[name];
  return message('measurementRange', lang, { name: label[lang], min, max });
};

const measurementField = (name: MeasurementName) =>
  v.optional(
    v.pipe(
      v.number(rangeMessage(name)),
      v.finite(rangeMessage(name)),
      v.minValue(MEASUREMENTS[name].min, rangeMessage(name)),
      v.maxValue(MEASUREMENTS[name].max, rangeMessage(name)),
      v.check(oneDecimal, rangeMessage(name)),
    ),
  );

/** The values of a set: known names only, each in its range, at least one. */
export const measurementValuesSchema = v.pipe(
  v.strictObject(
    Object.fromEntries(MEASUREMENT_NAMES.map((name) => [name, measurementField(name)])) as { [K in MeasurementName]: ReturnType<typeof measurementField> },
    localized('measurementUnknown'),
  ),
  v.check((values) => Object.values(values).some((value) => value !== undefined), localized('measurementsEmpty')),
);

/** POST /api/clients/{id}/measurements: the designer's set, dated, with an optional note; `corrects` names a client's set it corrects. */
export const measurementSetSchema = v.object({
  takenAt: dateField('takenAtRequired'),
  values: measurementValuesSchema,
  note: optionalText(MAX_LENGTH.text),
  corrects: v.optional(v.nullable(v.pipe(v.string(localized('invalidValue')), v.maxLength(64, localized('invalidValue'))))),
});
export type MeasurementSetInput = v.InferInput<typeof measurementSetSchema>;

/** POST /api/my-request/measurements: her own set, dated the day she sends it. */
export const clientMeasurementSetSchema = v.object({ values: measurementValuesSchema });

/** One set of a client's history (GET /api/clients/{id}/measurements, newest first). */
export interface MeasurementSetView {
  id: string;
  takenAt: string;
  takenBy: 'designer' | 'client';
  /** A client's set the designer has not accepted or corrected yet. */
  pending: boolean;
  values: MeasurementValues;
  note: string | null;
  recordedAt: string;
  /** The newest settled set: what the atelier works to. */
  current: boolean;
}

/** A measurement of the current set more than 2 cm away from the pinned one. */
export interface MeasurementDriftView {
  name: MeasurementName;
  pinned: number;
  current: number;
}

/** The set a commission is made to, and how the current set moved from it. */
export interface CommissionMeasurementsView {
  commissionId: string;
  setId: string;
  /** The day the pinned set was taken (null only if the set is no longer in her history). */
  pinnedTakenAt: string | null;
  pinnedAt: string;
  currentSetId: string | null;
  drift: MeasurementDriftView[];
}

/**
 * GET /api/commissions/{id}/measurements: the client the commission is for, the set it is made
 * to (its day) and the drift of her current set from it; `pin` is null when it pins none yet.
 */
export interface CommissionMeasurementsAnswer {
  clientId: string;
  pin: CommissionMeasurementsView | null;
}

/** Her page's measurements (GET /api/my-request): her newest set, hers or the atelier's, without the atelier's note. */
export interface MyMeasurements {
  last: { takenAt: string; values: MeasurementValues; pending: boolean } | null;
}
