import type { BaseIssue } from 'valibot';
import { DEFAULT_LANG, toLang, type Lang } from './i18n.ts';

/** Validation messages (spec §5). English is the reference; Spanish must cover every key. */
const en = {
  invalidValue: 'Invalid value',
  tooLong: 'Must be at most {max} characters',
  // Dress order and custom concept forms
  fullName: 'Full name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  eventType: 'Please select an event type',
  eventDate: 'Please select an event date',
  invalidDate: 'Please enter a valid date (yyyy-MM-dd)',
  description: 'Description must be at least 20 characters',
  driveLink: 'Please enter a valid web link (http:// or https://)',
  preferredContact: 'Please choose email, phone or text message',
  // Image picker
  imagesOnly: 'Only image files are allowed',
  fileTooLarge: 'File exceeds the maximum size of 5MB',
  filesTooLarge: 'Some files exceed the maximum size of 5MB',
  tooManyFilesDress: 'Maximum 1 file allowed',
  tooManyFilesConcept: 'Maximum 5 files allowed',
  imageTooManyPixels: 'The image has too many pixels; please send a smaller version',
  imageRequired: 'Please select an image',
  // Login and registration
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameLength: 'Username must be between 3 and 40 characters',
  usernameChars: 'Username may only contain letters, digits, dots, hyphens and underscores',
  passwordTooShort: 'Password must be at least 10 characters',
  registrationClosed: 'Registration is closed. Sign in as an administrator to create accounts.',
  adminOnlyAccounts: 'Only an administrator can create accounts',
  // Request status
  status: 'Status must be approved or denied',
  // Contact form
  nameRequired: 'Name is required',
  contactEmail: 'Invalid email address',
  contactMessage: 'Message must be at least 10 characters',
  // Calendar event form
  clientNameRequired: 'Client name is required',
  dateRequired: 'Date is required',
  eventTypeRequired: 'Event type is required',
  milestoneRequired: 'Milestone is required',
} as const;

export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  invalidValue: 'Valor no válido',
  tooLong: 'Debe tener como máximo {max} caracteres',
  fullName: 'El nombre completo debe tener al menos 2 caracteres',
  email: 'Introduce una dirección de correo electrónico válida',
  phone: 'Introduce un número de teléfono válido',
  eventType: 'Selecciona un tipo de evento',
  eventDate: 'Selecciona la fecha del evento',
  invalidDate: 'Introduce una fecha válida (aaaa-mm-dd)',
  description: 'La descripción debe tener al menos 20 caracteres',
  driveLink: 'Introduce un enlace web válido (http:// o https://)',
  preferredContact: 'Elige correo electrónico, teléfono o mensaje de texto',
  imagesOnly: 'Solo se permiten archivos de imagen',
  fileTooLarge: 'El archivo supera el tamaño máximo de 5 MB',
  filesTooLarge: 'Algunos archivos superan el tamaño máximo de 5 MB',
  tooManyFilesDress: 'Solo se permite 1 archivo',
  tooManyFilesConcept: 'Se permite un máximo de 5 archivos',
  imageTooManyPixels: 'La imagen tiene demasiados píxeles; envía una versión más pequeña',
  imageRequired: 'Por favor selecciona una imagen',
  usernameRequired: 'El nombre de usuario es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
  usernameLength: 'El nombre de usuario debe tener entre 3 y 40 caracteres',
  usernameChars: 'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
  passwordTooShort: 'La contraseña debe tener al menos 10 caracteres',
  registrationClosed: 'El registro está cerrado. Inicia sesión como administradora para crear cuentas.',
  adminOnlyAccounts: 'Solo una cuenta de administración puede crear cuentas',
  status: 'El estado debe ser aprobado o denegado',
  nameRequired: 'El nombre es obligatorio',
  contactEmail: 'Dirección de correo electrónico no válida',
  contactMessage: 'El mensaje debe tener al menos 10 caracteres',
  clientNameRequired: 'El nombre del cliente es obligatorio',
  dateRequired: 'La fecha es obligatoria',
  eventTypeRequired: 'El tipo de evento es obligatorio',
  milestoneRequired: 'El hito es obligatorio',
};

export const MESSAGES: Record<Lang, Record<MessageKey, string>> = { es, en };

/** A catalog message in one language, with `{name}` placeholders filled in. */
export function message(key: MessageKey, lang: Lang = DEFAULT_LANG, params: Record<string, string | number> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/**
 * A valibot message function: valibot copies the `lang` given to `safeParse` onto each
 * issue, so ONE schema serves both languages, and unknown or missing langs fall back to Spanish.
 */
export function localized(key: MessageKey, params?: Record<string, string | number>) {
  return (issue: BaseIssue<unknown>): string => message(key, toLang(issue.lang) ?? DEFAULT_LANG, params);
}
