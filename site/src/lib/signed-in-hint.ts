/** The API's script-readable hint (api/src/middleware/signed-in-hint.ts); it grants nothing, the session cookie decides. */
const SIGNED_IN_HINT = 'atelier_signed_in=1';

/**
 * False when the browser surely has no session, so anonymous visitors skip a GET /api/user
 * that could only answer 401. True means "ask the API".
 */
export function mightBeSignedIn(): boolean {
  return document.cookie.split('; ').includes(SIGNED_IN_HINT);
}
