import type { Lang } from './i18n.ts';

/*
 * The measurement list as plain data, without valibot: her page's island imports it
 * (`@atelier/contracts/measurement-list`) and stays within its JS budget.
 */

/** The four groups a set is shown and entered in, in order. */
export const MEASUREMENT_GROUPS = ['girths', 'balance', 'lengths', 'arm'] as const;
export type MeasurementGroup = (typeof MEASUREMENT_GROUPS)[number];

export const MEASUREMENT_GROUP_LABELS: Record<MeasurementGroup, Record<Lang, string>> = {
  girths: { es: 'Contornos', en: 'Girths' },
  balance: { es: 'Equilibrio', en: 'Balance' },
  lengths: { es: 'Largos', en: 'Lengths' },
  arm: { es: 'Brazo', en: 'Arm' },
};

export interface MeasurementDefinition {
  group: MeasurementGroup;
  label: Record<Lang, string>;
  /** One line: how to take it. */
  hint: Record<Lang, string>;
  /** The plausible range in centimetres (the domain holds the same, docs/product.md#clients-and-measurements). */
  min: number;
  max: number;
}

/** The one fixed list of measurements, in the order they are taken and shown. */
export const MEASUREMENTS = {
  bust: { group: 'girths', min: 60, max: 160, label: { es: 'Pecho', en: 'Bust' }, hint: { es: 'Alrededor de la parte más llena del pecho, con la cinta horizontal.', en: 'Around the fullest part of the bust, tape level.' } },
  underbust: { group: 'girths', min: 55, max: 140, label: { es: 'Bajo pecho', en: 'Underbust' }, hint: { es: 'Justo debajo del pecho, donde apoya el sujetador.', en: 'Right under the bust, where the bra band sits.' } },
  waist: { group: 'girths', min: 40, max: 150, label: { es: 'Cintura', en: 'Waist' }, hint: { es: 'En la parte más estrecha del talle, sin apretar.', en: 'At the narrowest part of the torso, without pulling.' } },
  highHip: { group: 'girths', min: 55, max: 160, label: { es: 'Cadera alta', en: 'High hip' }, hint: { es: 'Unos 10 cm bajo la cintura, sobre los huesos de la cadera.', en: 'About 10 cm below the waist, over the hip bones.' } },
  hip: { group: 'girths', min: 60, max: 170, label: { es: 'Cadera', en: 'Hip' }, hint: { es: 'Alrededor de la parte más ancha de los glúteos, pies juntos.', en: 'Around the fullest part of the seat, feet together.' } },
  neck: { group: 'girths', min: 25, max: 55, label: { es: 'Cuello', en: 'Neck' }, hint: { es: 'Alrededor de la base del cuello.', en: 'Around the base of the neck.' } },
  shoulderWidth: { group: 'balance', min: 28, max: 55, label: { es: 'Ancho de hombros', en: 'Shoulder width' }, hint: { es: 'De la punta de un hombro a la otra, por la espalda.', en: 'From one shoulder point to the other, across the back.' } },
  acrossFront: { group: 'balance', min: 24, max: 50, label: { es: 'Ancho de delantero', en: 'Across front' }, hint: { es: 'De axila a axila por delante, a media altura del pecho alto.', en: 'Armpit to armpit across the front, halfway down the upper chest.' } },
  acrossBack: { group: 'balance', min: 26, max: 52, label: { es: 'Ancho de espalda', en: 'Across back' }, hint: { es: 'De axila a axila por la espalda, a media altura de los omóplatos.', en: 'Armpit to armpit across the back, over the shoulder blades.' } },
  bustPointToBustPoint: { group: 'balance', min: 12, max: 30, label: { es: 'Separación de pecho', en: 'Bust point to bust point' }, hint: { es: 'De un pezón al otro, en línea recta.', en: 'From one bust point to the other, straight across.' } },
  shoulderToBustPoint: { group: 'balance', min: 18, max: 40, label: { es: 'Altura de pecho', en: 'Shoulder to bust point' }, hint: { es: 'Del centro del hombro, junto al cuello, hasta el pezón.', en: 'From mid-shoulder, by the neck, down to the bust point.' } },
  napeToWaist: { group: 'balance', min: 30, max: 55, label: { es: 'Talle espalda', en: 'Nape to waist' }, hint: { es: 'Del hueso de la nuca a la cintura, por la columna.', en: 'From the bone at the nape down the spine to the waist.' } },
  frontWaistLength: { group: 'balance', min: 30, max: 60, label: { es: 'Talle delantero', en: 'Front waist length' }, hint: { es: 'Del hombro junto al cuello, pasando por el pecho, a la cintura.', en: 'From the shoulder by the neck, over the bust, to the waist.' } },
  waistToFloor: { group: 'lengths', min: 80, max: 140, label: { es: 'Cintura al suelo (con zapatos)', en: 'Waist to floor (with her shoes)' }, hint: { es: 'Con los zapatos del evento, de la cintura al suelo por el costado.', en: 'Wearing the shoes for the day, from the waist to the floor at the side.' } },
  heelHeight: { group: 'lengths', min: 0, max: 15, label: { es: 'Altura del tacón', en: 'Heel height' }, hint: { es: 'Del suelo al talón, en la parte de atrás del zapato.', en: 'From the floor to the heel, at the back of the shoe.' } },
  height: { group: 'lengths', min: 130, max: 210, label: { es: 'Estatura', en: 'Height' }, hint: { es: 'Descalza, de espaldas a la pared.', en: 'Barefoot, back against a wall.' } },
  armLength: { group: 'arm', min: 45, max: 75, label: { es: 'Largo de brazo', en: 'Arm length' }, hint: { es: 'Del hombro a la muñeca, con el brazo algo doblado.', en: 'From the shoulder point to the wrist, arm slightly bent.' } },
  bicep: { group: 'arm', min: 18, max: 50, label: { es: 'Bíceps', en: 'Bicep' }, hint: { es: 'Alrededor de la parte más ancha del brazo.', en: 'Around the fullest part of the upper arm.' } },
  elbow: { group: 'arm', min: 18, max: 40, label: { es: 'Codo', en: 'Elbow' }, hint: { es: 'Alrededor del codo, con el brazo doblado.', en: 'Around the elbow, arm bent.' } },
  wrist: { group: 'arm', min: 12, max: 24, label: { es: 'Muñeca', en: 'Wrist' }, hint: { es: 'Alrededor de la muñeca, sobre el hueso.', en: 'Around the wrist, over the bone.' } },
} as const satisfies Record<string, MeasurementDefinition>;

export type MeasurementName = keyof typeof MEASUREMENTS;
export const MEASUREMENT_NAMES = Object.keys(MEASUREMENTS) as MeasurementName[];
export type MeasurementValues = Partial<Record<MeasurementName, number>>;

/** The names of one group, in the list's order. */
export const measurementsOf = (group: MeasurementGroup): MeasurementName[] => MEASUREMENT_NAMES.filter((name) => MEASUREMENTS[name].group === group);
