import type { Lang } from '@atelier/contracts';

/** The sign-in page's words (docs/product.md#sign-in). */
export const AUTH_TEXT = {
  es: {
    pageTitle: 'Acceso de administración · Atelier',
    pageDescription: 'Acceso privado al panel de administración del atelier.',
    eyebrow: 'Acceso privado',
    title: 'Acceso de administración',
    intro: 'Un espacio reservado para el equipo del atelier.',
    abilitiesTitle: 'Desde el panel puedes',
    abilities: [
      'Gestionar los pedidos y las citas de tus clientas',
      'Actualizar las imágenes de la galería',
      'Editar los testimonios',
      'Personalizar la información del sitio',
    ],
    loginTitle: 'Iniciar sesión',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    signingIn: 'Iniciando sesión...',
    registerTitle: 'Crear la cuenta de administración',
    registerIntro: 'Todavía no existe ninguna cuenta. La primera que crees será la de administración.',
    passwordHint: 'Al menos 10 caracteres.',
    usernameHint: 'Entre 3 y 40 letras, números, puntos, guiones o guiones bajos.',
    register: 'Crear cuenta',
    registering: 'Creando cuenta...',
  },
  en: {
    pageTitle: 'Administrator access · Atelier',
    pageDescription: "Private access to the atelier's back office.",
    eyebrow: 'Private access',
    title: 'Administrator access',
    intro: "A space reserved for the atelier's team.",
    abilitiesTitle: 'From the back office you can',
    abilities: [
      "Manage your clients' orders and appointments",
      'Update the gallery images',
      'Edit the testimonials',
      'Customise the site information',
    ],
    loginTitle: 'Sign in',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    signingIn: 'Signing in...',
    registerTitle: 'Create the administrator account',
    registerIntro: 'There are no accounts yet. The first one you create will be the administrator.',
    passwordHint: 'At least 10 characters.',
    usernameHint: 'Between 3 and 40 letters, digits, dots, hyphens or underscores.',
    register: 'Create account',
    registering: 'Creating account...',
  },
} as const satisfies Record<Lang, unknown>;

export type AuthText = (typeof AUTH_TEXT)[Lang];
