/** The sender of every mail (MAIL_FROM): an address, and the name shown beside it when there is one. */
export interface MailFrom {
  /** "Atelier", or null for a bare address. */
  name: string | null;
  address: string;
}

// Deliberately plain: one @, no spaces or angle brackets, a dotted or single-label domain
// (atelier@localhost is the default outside production).
const ADDRESS = /^[^\s@<>"(),;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const NAMED = /^(.*?)\s*<([^<>]*)>$/;

/** `hola@atelier.example` or `Atelier <hola@atelier.example>` (the name may be quoted); null when it is neither. */
export function parseMailFrom(value: string): MailFrom | null {
  const named = NAMED.exec(value.trim());
  const name = named ? named[1]!.trim().replace(/^"(.*)"$/, '$1').trim() || null : null;
  const address = (named ? named[2]! : value).trim();
  if (!ADDRESS.test(address)) return null;
  // A name with control characters, quotes or angle brackets could forge headers or another address.
  if (name !== null && /[\p{Cc}<>"]/u.test(name)) return null;
  return { name, address };
}

/** The domain of the sender's address: the right-hand side of every Message-ID (ADR 045). */
export const mailDomain = (from: MailFrom): string => from.address.slice(from.address.lastIndexOf('@') + 1).toLowerCase();

/** Without MAIL_FROM: atelier@ the public origin's host, else atelier@localhost. */
export function defaultMailFrom(publicOrigin: string | undefined): MailFrom {
  const host = publicOrigin === undefined ? 'localhost' : new URL(publicOrigin).hostname.replace(/^\[(.*)\]$/, '$1');
  // An IP address is not a mail domain: fall back to localhost.
  const domain = /^[\d.]+$/.test(host) || host.includes(':') ? 'localhost' : host;
  return { name: null, address: `atelier@${domain}` };
}
