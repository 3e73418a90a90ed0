/**
 * Usernames are unique regardless of case and surrounding spaces, so "Ana " and "ana"
 * cannot both exist. NFC keeps "José" typed two different ways the same name.
 */
export function normaliseUsername(username: string): string {
  return username.normalize('NFC').trim().toLowerCase();
}
