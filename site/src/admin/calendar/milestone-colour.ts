/** The milestone colours of the month view (docs/product.md#dashboard): purple, blue, green, orange or grey. */
export type MilestoneColour = 'purple' | 'blue' | 'green' | 'orange' | 'grey';

export function milestoneColour(milestone: string): MilestoneColour {
  if (milestone === 'Event Date' || milestone === 'Delivery') return 'purple';
  if (milestone === 'Initial Consultation') return 'blue';
  if (milestone === 'Fabric Selection') return 'green';
  if (milestone.includes('Fitting')) return 'orange';
  return 'grey';
}

/**
 * Those five hues toned into the atelier's palette (global.css, `--color-milestone-*`):
 * plum, slate, sage, terracotta and taupe, each a soft ground, a rule and a deep ink whose text
 * keeps at least 4.5:1 on its ground (WCAG AA; milestone-colour.test.ts checks every pair).
 */
export const COLOUR_CLASSES: Record<MilestoneColour, { chip: string; dot: string }> = {
  purple: { chip: 'border-milestone-plum-line bg-milestone-plum-soft text-milestone-plum-ink', dot: 'bg-milestone-plum' },
  blue: { chip: 'border-milestone-slate-line bg-milestone-slate-soft text-milestone-slate-ink', dot: 'bg-milestone-slate' },
  green: { chip: 'border-milestone-sage-line bg-milestone-sage-soft text-milestone-sage-ink', dot: 'bg-milestone-sage' },
  orange: { chip: 'border-milestone-terracotta-line bg-milestone-terracotta-soft text-milestone-terracotta-ink', dot: 'bg-milestone-terracotta' },
  grey: { chip: 'border-milestone-taupe-line bg-milestone-taupe-soft text-milestone-taupe-ink', dot: 'bg-milestone-taupe' },
};
