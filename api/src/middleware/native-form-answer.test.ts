import { describe, expect, it } from 'vitest';
import { TOASTS, message } from '@atelier/contracts';
import { useTestApp } from '../testing/harness.ts';
import { listRequests, submitConcept, submitDressOrder } from '../testing/requests.ts';
import { TEST_ORIGIN } from '../testing/client.ts';

const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('request forms posted without JavaScript', () => {
  const shared = useTestApp('pglite', { admin: true });

  it('get a thank-you page in the language of the form page, and the order is kept', async () => {
    const response = await submitDressOrder(shared.t.client(), {}, [], { ...NAVIGATION, referer: `${TEST_ORIGIN}/en/order-dress` });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(TOASTS.en.orderSubmitted.title);
    expect(html).toContain('href="/en/"');
    expect(await listRequests(shared.admin)).toHaveLength(1);
  });

  it('get the reasons and the way back to the form when refused, and nothing is stored', async () => {
    const response = await submitConcept(shared.t.client(), { fullName: 'A', conceptDescription: 'short' }, [], {
      ...NAVIGATION,
      referer: `${TEST_ORIGIN}/custom-concept`,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(TOASTS.es.conceptFailed.title);
    expect(html).toContain(message('fullName', 'es'));
    expect(html).toContain(message('description', 'es'));
    expect(html).toContain('href="/custom-concept"');
    expect(await listRequests(shared.admin)).toHaveLength(1);
  });

  it('leave the JSON answers of the site script alone', async () => {
    const response = await submitDressOrder(shared.t.client(), { fullName: 'A' }, [], { accept: 'application/json' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
