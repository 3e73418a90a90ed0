/** The steps of a made-to-measure piece a calendar event can mark, stored by these English names. */
export const MILESTONES = [
  'Initial Consultation',
  'Concept Approval',
  'Fabric Selection',
  'First Fitting',
  'Second Fitting',
  'Final Fitting',
  'Delivery',
  'Event Date',
] as const;
export type Milestone = (typeof MILESTONES)[number];

export const isMilestone = (value: string): value is Milestone => (MILESTONES as readonly string[]).includes(value);
