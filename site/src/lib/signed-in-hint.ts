import { SIGNED_IN_HINT_COOKIE } from '@atelier/contracts/signed-in-hint';

/**
 * The API's script-readable hint (api/src/middleware/signed-in-hint.ts); it grants nothing,
 * the session cookie decides. False when the browser surely has no session, so anonymous
 * visitors skip a GET /api/user that could only answer 401, and the ADMIN link leads to
 * sign-in. True means "ask the API".
 */
export function mightBeSignedIn(): boolean {
  return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}
