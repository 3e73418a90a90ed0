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
  fileTooLarge: 'File exceeds the maximum size of {mb}MB',
  filesTooLarge: 'Some files exceed the maximum size of {mb}MB',
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
  tooManyContactMessages: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  contactMessageNotFound: 'Message not found',
  invalidMessageId: 'The message id is not valid',
  socialUrl: 'Please enter a valid web link (http:// or https://)',
  // Calendar event form
  clientNameRequired: 'Client name is required',
  dateRequired: 'Date is required',
  eventTypeRequired: 'Event type is required',
  milestoneRequired: 'Milestone is required',
  // API answers (architecture, HTTP conventions): never the submitted value itself
  invalidCharacters: 'Contains characters that are not allowed',
  bodyTooLarge: 'The request is too large',
  jsonRequired: 'Send the body as JSON (Content-Type: application/json)',
  invalidJson: 'The body must be valid JSON',
  formRequired: 'Send the form as multipart/form-data',
  formUnreadable: 'The form could not be read',
  invalidId: 'The id must be a positive whole number',
  invalidRequestType: 'The request type must be dress or concept',
  idempotencyKeyFormat: 'Idempotency-Key must be 8 to 200 letters, digits or . _ : -',
  idempotencyKeyReused: 'This submission key was already used for different data',
  notSignedIn: 'Not signed in',
  adminOnly: 'Only an administrator can do this',
  crossOrigin: 'Requests from another site are not allowed',
  notFound: 'Not found',
  noApiRoute: 'No API route for {method} {path}',
  methodNotAllowed: 'The site\'s pages only answer GET and HEAD',
  requestNotFound: 'Request not found',
  imageNotFound: 'Image not found',
  concurrentChange: 'This was changed by someone else at the same time. Reload and try again.',
  alreadyDecided: 'Only a pending request can be approved or denied; this one is {status}',
  conflict: 'This change conflicts with the current state. Reload and try again.',
  usernameTaken: 'That username is already taken',
  invalidCredentials: 'Invalid username or password',
  tooManySignInAttempts: 'Too many failed sign-in attempts. Try again later.',
  refused: 'Request refused',
  internalError: 'Internal server error',
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
  fileTooLarge: 'El archivo supera el tamaño máximo de {mb} MB',
  filesTooLarge: 'Algunos archivos superan el tamaño máximo de {mb} MB',
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
  tooManyContactMessages: 'Has enviado varios mensajes en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
  contactMessageNotFound: 'Mensaje no encontrado',
  invalidMessageId: 'El identificador del mensaje no es válido',
  socialUrl: 'Introduce un enlace web válido (http:// o https://)',
  clientNameRequired: 'El nombre del cliente es obligatorio',
  dateRequired: 'La fecha es obligatoria',
  eventTypeRequired: 'El tipo de evento es obligatorio',
  milestoneRequired: 'El hito es obligatorio',
  invalidCharacters: 'Contiene caracteres no permitidos',
  bodyTooLarge: 'La solicitud es demasiado grande',
  jsonRequired: 'Envía el cuerpo como JSON (Content-Type: application/json)',
  invalidJson: 'El cuerpo debe ser JSON válido',
  formRequired: 'Envía el formulario como multipart/form-data',
  formUnreadable: 'No se pudo leer el formulario',
  invalidId: 'El identificador debe ser un número entero positivo',
  invalidRequestType: 'El tipo de solicitud debe ser vestido (dress) o concepto (concept)',
  idempotencyKeyFormat: 'Idempotency-Key debe tener de 8 a 200 letras, números o . _ : -',
  idempotencyKeyReused: 'Esta clave de envío ya se usó con otros datos',
  notSignedIn: 'No has iniciado sesión',
  adminOnly: 'Solo una cuenta de administración puede hacer esto',
  crossOrigin: 'No se permiten solicitudes desde otro sitio',
  notFound: 'No encontrado',
  noApiRoute: 'Ninguna ruta de la API responde a {method} {path}',
  methodNotAllowed: 'Las páginas del sitio solo responden a GET y HEAD',
  requestNotFound: 'Solicitud no encontrada',
  imageNotFound: 'Imagen no encontrada',
  concurrentChange: 'Otra persona cambió esto al mismo tiempo. Vuelve a cargar e inténtalo de nuevo.',
  alreadyDecided: 'Solo una solicitud pendiente puede aprobarse o denegarse; esta está {status}',
  conflict: 'Este cambio no es compatible con el estado actual. Vuelve a cargar e inténtalo de nuevo.',
  usernameTaken: 'Ese nombre de usuario ya está en uso',
  invalidCredentials: 'Usuario o contraseña incorrectos',
  tooManySignInAttempts: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo más tarde.',
  refused: 'Solicitud rechazada',
  internalError: 'Error interno del servidor',
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
