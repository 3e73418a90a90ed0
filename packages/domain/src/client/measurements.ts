import { DomainError } from '../kernel/errors.ts';

/**
 * The measurements a set may hold, by the names they are stored under, each with the range in
 * centimetres a real body falls in (docs/product.md#clients-and-measurements). The contracts keep
 * the same list with each one's words in es and en; a test keeps the two equal.
 */
export const MEASUREMENT_RANGES = {
  bust: { min: 60, max: 160 },
  underbust: { min: 55, max: 140 },
  waist: { min: 40, max: 150 },
  highHip: { min: 55, max: 160 },
  hip: { min: 60, max: 170 },
  neck: { min: 25, max: 55 },
  shoulderWidth: { min: 28, max: 55 },
  acrossFront: { min: 24, max: 50 },
  acrossBack: { min: 26, max: 52 },
  bustPointToBustPoint: { min: 12, max: 30 },
  shoulderToBustPoint: { min: 18, max: 40 },
  napeToWaist: { min: 30, max: 55 },
  frontWaistLength: { min: 30, max: 60 },
  waistToFloor: { min: 80, max: 140 },
  heelHeight: { min: 0, max: 15 },
  height: { min: 130, max: 210 },
  armLength: { min: 45, max: 75 },
  bicep: { min: 18, max: 50 },
  elbow: { min: 18, max: 40 },
  wrist: { min: 12, max: 24 },
} as const satisfies Record<string, { min: number; max: number }>;

export type MeasurementName = keyof typeof MEASUREMENT_RANGES;
export const MEASUREMENT_NAMES = Object.keys(MEASUREMENT_RANGES) as MeasurementName[];

/** A set's values in centimetres, by name; a set need not hold every measurement. */
export type MeasurementValues = Partial<Record<MeasurementName, number>>;

export const isMeasurementName = (name: string): name is MeasurementName => Object.hasOwn(MEASUREMENT_RANGES, name);

/** A measurement outside its range, or not in centimetres with at most one decimal: the API names it in the form's language. */
export class MeasurementOutOfRange extends DomainError {
  override name = 'MeasurementOutOfRange';
  constructor(
    readonly measurement: string,
    readonly min: number,
    readonly max: number,
  ) {
    super(`${measurement} must be between ${min} and ${max} cm, with at most one decimal`);
  }
}

/** Tenths of a centimetre: the unit sets are compared in, so 88.3 − 86.3 is exactly 2 cm. */
export const tenths = (cm: number): number => Math.round(cm * 10);

const oneDecimal = (cm: number): boolean => Number.isFinite(cm) && Math.abs(cm * 10 - tenths(cm)) < 1e-6;

/** The set's values, checked: known names, at least one, each in range with at most one decimal. */
export function checkMeasurementValues(values: Record<string, number>): MeasurementValues {
  const names = Object.keys(values);
  if (names.length === 0) throw new DomainError('a measurement set holds at least one measurement');
  const checked: MeasurementValues = {};
  for (const name of names) {
    if (!isMeasurementName(name)) throw new DomainError(`${name} is not one of the measurements`);
    const value = values[name];
    const { min, max } = MEASUREMENT_RANGES[name];
    if (typeof value !== 'number' || !oneDecimal(value) || value < min || value > max) throw new MeasurementOutOfRange(name, min, max);
    checked[name] = tenths(value) / 10;
  }
  return checked;
}

/** How far the current set moved from the pinned one: the measurements both hold that differ by more than this. */
export const DRIFT_THRESHOLD_CM = 2;

export interface MeasurementDrift {
  name: MeasurementName;
  pinned: number;
  current: number;
}

/** Every measurement both sets hold that differs by more than 2 cm (2 is not drift, 2.1 is), in the list's order. */
export function measurementDrift(pinned: MeasurementValues, current: MeasurementValues): MeasurementDrift[] {
  return MEASUREMENT_NAMES.flatMap((name) => {
    const a = pinned[name];
    const b = current[name];
    if (a === undefined || b === undefined) return [];
    return Math.abs(tenths(a) - tenths(b)) > DRIFT_THRESHOLD_CM * 10 ? [{ name, pinned: a, current: b }] : [];
  });
}
