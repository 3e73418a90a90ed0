import { expect, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from './base-url.ts';
import { waitForClientLink } from './mail-link.ts';
import { OwnServer } from './own-server.ts';

/**
 * How a journey gets her link:
 * - 'mail': from the `.eml` the suite's server writes under DATA_DIR/mail/ when her request's
 *   mail goes out (the mail sender, ADR 045), as a client would;
 * - 'fallback': while the server sends no client mail, the journey runs on a server of its own,
 *   stopped for a moment so that e2e/support/issue-client-link.ts can record a link in its
 *   database as the sender would, then started again.
 */
export type LinkRoute = { kind: 'mail'; origin: string } | { kind: 'fallback'; origin: string; server: OwnServer };

/** How long the first mail may take: a projection run and one send (in-process, embedded). */
const MAIL_WAIT_MS = 20_000;

/**
 * Sends one order to the suite's server and waits for its mail: if it comes, journeys read
 * theirs from the mail folder; if not, they take the fallback.
 */
export async function chooseLinkRoute(request: APIRequestContext): Promise<LinkRoute> {
  const email = `probe-${Date.now()}@example.com`;
  const form = new FormData();
  const fields = { fullName: 'Sonda Correo', email, phone: '+34 600 000 001', eventType: 'gala', eventDate: '2030-05-01', description: 'A probe to see whether client mail is written.' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await request.post(`${BASE_URL}/api/dress-orders`, { multipart: form, headers: { Origin: BASE_URL, Accept: 'application/json' } });
  expect(response.status(), await response.text()).toBe(201);
  if (await waitForClientLink(email, MAIL_WAIT_MS)) return { kind: 'mail', origin: BASE_URL };
  const server = new OwnServer();
  await server.start();
  return { kind: 'fallback', origin: server.origin, server };
}

/** The path and fragment of her newest link: `/mi-pedido#t=…`. */
export async function clientLinkFor(route: LinkRoute, email: string): Promise<string> {
  if (route.kind === 'mail') {
    const link = await waitForClientLink(email, MAIL_WAIT_MS);
    expect(link, `a mail to ${email} linking to her page`).not.toBeNull();
    return link!;
  }
  await route.server.stop();
  try {
    return route.server.runAgainstData('e2e/support/issue-client-link.ts', [email]);
  } finally {
    await route.server.start();
  }
}

export const describeRoute = (route: LinkRoute): string =>
  route.kind === 'mail'
    ? 'her link was read from the .eml under DATA_DIR/mail/ (the mail sender)'
    : 'FALLBACK: no client mail was written within 20 s, so her link was issued into a second server\'s stopped database (e2e/support/issue-client-link.ts)';
