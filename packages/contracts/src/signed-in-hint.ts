/**
 * The cookie the API keeps in step with the session and the static pages' script reads to
 * point the ADMIN link at /admin. Not a credential: the HttpOnly session cookie decides access.
 */
export const SIGNED_IN_HINT_COOKIE = 'atelier_signed_in';
