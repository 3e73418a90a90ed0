import type { Lang, UnplannableReason } from '@atelier/contracts';

/** The plan panel's words (docs/product.md#planning-back-from-the-occasion), in the language it is given. */
const es = {
  title: 'Plan de pruebas',
  intro: (occasion: string) => `Propuesto hacia atrás desde el evento, el ${occasion}: sin domingos ni días en que el atelier cierra.`,
  noOccasionDate: 'Esta solicitud no tiene fecha del evento: no hay plan que proponer. Agenda las citas una a una desde el calendario.',
  loading: 'Cargando el plan…',
  loadFailed: 'No se pudo cargar el plan',
  stepsLabel: 'Pasos del plan',
  date: (step: string) => `Fecha: ${step}`,
  window: (from: string, to: string) => `Entre el ${from} y el ${to}`,
  /** A window's days, short: the year is the occasion's. date-fns pattern. */
  windowDay: "EEEE d 'de' MMMM",
  onCalendar: 'En el calendario',
  unplannable: {
    noOccasionDate: 'Sin fecha del evento',
    occasionPassed: 'El evento ya pasó',
    tooClose: 'Demasiado cerca del evento: ya no cabe',
    noOpenDay: 'El atelier no abre ningún día en ese margen',
  } satisfies Record<UnplannableReason, string>,
  accept: 'Añadir al calendario',
  accepting: 'Añadiendo…',
  nothingToAccept: 'Todo el plan está ya en el calendario.',
  accepted: (count: number) =>
    count === 0 ? 'No había nada nuevo que añadir.' : `${count === 1 ? 'Se añadió 1 cita' : `Se añadieron ${count} citas`} al calendario; la clienta recibe una invitación por correo por cada una.`,
  failed: 'No se añadió nada al calendario',
};

type PlanText = typeof es;

const en: PlanText = {
  title: 'Fitting plan',
  intro: (occasion: string) => `Planned back from the occasion on ${occasion}: no Sundays and no days the atelier is closed.`,
  noOccasionDate: 'This request has no occasion date: there is no plan to propose. Schedule the appointments one by one from the calendar.',
  loading: 'Loading the plan…',
  loadFailed: 'The plan could not be loaded',
  stepsLabel: 'Steps of the plan',
  date: (step: string) => `Date: ${step}`,
  window: (from: string, to: string) => `Between ${from} and ${to}`,
  windowDay: 'EEEE, MMMM d',
  onCalendar: 'On the calendar',
  unplannable: {
    noOccasionDate: 'No occasion date',
    occasionPassed: 'The occasion has passed',
    tooClose: 'Too close to the occasion: no longer fits',
    noOpenDay: 'The atelier is not open on any day in that span',
  },
  accept: 'Add to the calendar',
  accepting: 'Adding…',
  nothingToAccept: 'The whole plan is on the calendar already.',
  accepted: (count: number) =>
    count === 0 ? 'There was nothing new to add.' : `${count === 1 ? '1 appointment' : `${count} appointments`} added to the calendar; the client gets an invitation by mail for each.`,
  failed: 'Nothing was added to the calendar',
};

export const PLAN_TEXT: Record<Lang, PlanText> = { es, en };
