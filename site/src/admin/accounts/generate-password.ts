/** No 0/o, 1/l/i: a password read aloud or copied by hand is not mistyped. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A passphrase for a new account: four groups of four characters from the browser's CSPRNG
 * (31^16, about 79 bits), e.g. "k7mq-x2pf-9trw-h4ne". Rejection sampling keeps every
 * character equally likely.
 */
export function generatePassword(random: (bytes: Uint8Array) => void = (bytes) => crypto.getRandomValues(bytes)): string {
  const limit = 256 - (256 % ALPHABET.length);
  const chars: string[] = [];
  const bytes = new Uint8Array(32);
  while (chars.length < 16) {
    random(bytes);
    for (const byte of bytes) {
      if (byte < limit && chars.length < 16) chars.push(ALPHABET[byte % ALPHABET.length]!);
    }
  }
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}
