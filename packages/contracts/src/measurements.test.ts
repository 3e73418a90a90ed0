import { MEASUREMENT_RANGES } from '@atelier/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MEASUREMENTS, MEASUREMENT_GROUPS, measurementSetSchema, measurementsOf } from './measurements.ts';

const issuesOf = (input: unknown, lang: 'es' | 'en') => {
  const result = v.safeParse(measurementSetSchema, input, { lang });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the measurement list', () => {
  it('has the ranges the domain checks, name for name', () => {
    expect(Object.fromEntries(Object.entries(MEASUREMENTS).map(([name, { min, max }]) => [name, { min, max }]))).toEqual(MEASUREMENT_RANGES);
  });

  it('groups them as the atelier takes them', () => {
    expect(MEASUREMENT_GROUPS.map(measurementsOf)).toEqual([
      ['bust', 'underbust', 'waist', 'highHip', 'hip', 'neck'],
      ['shoulderWidth', 'acrossFront', 'acrossBack', 'bustPointToBustPoint', 'shoulderToBustPoint', 'napeToWaist', 'frontWaistLength'],
      ['waistToFloor', 'heelHeight', 'height'],
      ['armLength', 'bicep', 'elbow', 'wrist'],
    ]);
  });
});

describe('a measurement set', () => {
  it('takes a dated set in centimetres with one decimal', () => {
    expect(issuesOf({ takenAt: '2026-11-27', values: { bust: 88, waist: 70.5 } }, 'es')).toEqual([]);
  });

  it('refuses a waist of 5 or 500 cm with a message naming it in the form language', () => {
    expect(issuesOf({ takenAt: '2026-11-27', values: { waist: 5 } }, 'es')).toEqual(['Cintura debe estar entre 40 y 150 cm, con un decimal como mucho']);
    expect(issuesOf({ takenAt: '2026-11-27', values: { waist: 500 } }, 'en')).toEqual(['Waist must be between 40 and 150 cm, with at most one decimal']);
    expect(issuesOf({ takenAt: '2026-11-27', values: { waist: 70.25 } }, 'en')).toHaveLength(1);
  });

  it('refuses an empty set, an unknown name and a missing day', () => {
    expect(issuesOf({ takenAt: '2026-11-27', values: {} }, 'en')).toEqual(['Enter at least one measurement']);
    expect(issuesOf({ takenAt: '2026-11-27', values: { ankle: 22 } }, 'en')).toEqual(['That is not one of the measurements']);
    expect(issuesOf({ values: { bust: 88 } }, 'en')[0]).toBe('Please give the day the measurements were taken');
  });
});
