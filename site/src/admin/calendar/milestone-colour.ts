/** The milestone colours of the month view (spec §4): purple, blue, green, orange or grey. */
export type MilestoneColour = 'purple' | 'blue' | 'green' | 'orange' | 'grey';

export function milestoneColour(milestone: string): MilestoneColour {
  if (milestone === 'Event Date' || milestone === 'Delivery') return 'purple';
  if (milestone === 'Initial Consultation') return 'blue';
  if (milestone === 'Fabric Selection') return 'green';
  if (milestone.includes('Fitting')) return 'orange';
  return 'grey';
}

/** Tinted chips whose text keeps at least 4.5:1 contrast (WCAG AA). */
export const COLOUR_CLASSES: Record<MilestoneColour, { chip: string; dot: string }> = {
  purple: { chip: 'border-purple-300 bg-purple-100 text-purple-900', dot: 'bg-purple-600' },
  blue: { chip: 'border-blue-300 bg-blue-100 text-blue-900', dot: 'bg-blue-600' },
  green: { chip: 'border-green-300 bg-green-100 text-green-900', dot: 'bg-green-700' },
  orange: { chip: 'border-orange-300 bg-orange-100 text-orange-900', dot: 'bg-orange-500' },
  grey: { chip: 'border-stone-300 bg-stone-100 text-stone-800', dot: 'bg-stone-500' },
};
