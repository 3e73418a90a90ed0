import { DEFAULT_OPENING_HOURS, DEFAULT_SITE_SETTINGS, type OpeningHours, type SiteSettings } from '@atelier/contracts';
import { OPENING_HOURS_STREAM_ID, siteSettingStreamId } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../testing/actors.ts';
import type { TestClient } from '../testing/client.ts';
import { getJson } from '../testing/gallery.ts';
import { useTestApp } from '../testing/harness.ts';
import { errorBody } from '../testing/requests.ts';

const en = { 'accept-language': 'en' };

const put = (client: TestClient, key: string, body: unknown, headers?: HeadersInit) =>
  client.request(`/api/site-settings/${key}`, { method: 'PUT', json: body, headers });

describeEachStore('site settings: PUT /api/site-settings/{key}', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('saves one setting at a time; the public settings show it on the next request', async () => {
    const saved = await put(shared.admin, 'contactPhone', { value: ' +34 91 555 12 34 ' });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(await saved.json()).toEqual({ key: 'contactPhone', value: '+34 91 555 12 34' });
    expect((await put(shared.admin, 'contactEmail', { value: 'hola@atelier.es' })).status).toBe(200);

    expect(await getJson<SiteSettings>(shared.t.client(), '/api/site-settings')).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      contactPhone: '+34 91 555 12 34',
      contactEmail: 'hola@atelier.es',
    });
  });

  it('records an event only when the value changes', async () => {
    expect((await put(shared.admin, 'contactAddress', { value: 'Calle Mayor 3, Madrid' })).status).toBe(200);
    expect((await put(shared.admin, 'contactAddress', { value: 'Calle Mayor 3, Madrid' })).status).toBe(200);
    const { events } = await shared.t.store.readStream(siteSettingStreamId('contactAddress'));
    expect(events.map((e) => [e.type, e.data.value])).toEqual([['SiteSettingChanged', 'Calle Mayor 3, Madrid']]);
  });
});

describeEachStore('site settings: the opening hours, PUT /api/site-settings/openingHours', (kind) => {
  const shared = useTestApp(kind, { admin: true });
  const week: OpeningHours = {
    days: {
      ...DEFAULT_OPENING_HOURS.days,
      monday: [],
      saturday: [
        { opens: '09:30', closes: '14:00' },
        { opens: '17:00', closes: '20:00' },
      ],
    },
    byAppointmentOnly: false,
  };

  it('answers the default week until one is saved, then the saved week, days and times', async () => {
    expect((await getJson<SiteSettings>(shared.t.client(), '/api/site-settings')).openingHours).toEqual(DEFAULT_OPENING_HOURS);
    const saved = await put(shared.admin, 'openingHours', { value: week });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ key: 'openingHours', value: week });
    expect(await getJson<SiteSettings>(shared.t.client(), '/api/site-settings')).toEqual({ ...DEFAULT_SITE_SETTINGS, openingHours: week });

    expect((await put(shared.admin, 'openingHours', { value: week })).status).toBe(200);
    const { events } = await shared.t.store.readStream(OPENING_HOURS_STREAM_ID);
    expect(events.map((e) => e.type)).toEqual(['OpeningHoursChanged']);
  });

  it('refuses a week that cannot be kept, naming the field in the request language, and stores nothing', async () => {
    const before = (await shared.t.store.readStream(OPENING_HOURS_STREAM_ID)).events.length;
    const reversed = { ...week, days: { ...week.days, tuesday: [{ opens: '18:00', closes: '10:00' }] } };
    const refused = await put(shared.admin, 'openingHours', { value: reversed }, en);
    expect(refused.status).toBe(400);
    expect(await errorBody(refused)).toEqual({
      code: 'validation_failed',
      message: 'The closing time must be after the opening time',
      issues: [{ path: 'value.days.tuesday.0.closes', message: 'The closing time must be after the opening time' }],
    });
    const spanish = await put(shared.admin, 'openingHours', { value: { ...week, days: { ...week.days, friday: [{ opens: '10', closes: '18:00' }] } } });
    expect(await errorBody(spanish)).toMatchObject({ issues: [{ path: 'value.days.friday.0.opens', message: 'Introduce una hora con el formato HH:MM (24 horas)' }] });
    expect((await put(shared.admin, 'openingHours', { value: 'L-V 10-18' })).status).toBe(400);
    expect((await put(shared.t.client(), 'openingHours', { value: week })).status).toBe(401);
    expect((await shared.t.store.readStream(OPENING_HOURS_STREAM_ID)).events).toHaveLength(before);
  });
});

describe('site settings: permissions and input', () => {
  const shared = useTestApp('pglite', { admin: true });

  it('answers 401 to a visitor; a signed-in non-admin may save (the screen needs only a login)', async () => {
    const visitor = await put(shared.t.client(), 'contactPhone', { value: '+34 600 111 222' }, en);
    expect(visitor.status).toBe(401);
    expect(await errorBody(visitor)).toEqual({ code: 'not_signed_in', message: 'Not signed in' });
    expect((await shared.t.store.readStream(siteSettingStreamId('contactPhone'))).events).toHaveLength(0);

    const staff = await createStaff(shared.t, shared.admin, 'lucia');
    expect((await put(staff, 'contactPhone', { value: '+34 600 111 222' })).status).toBe(200);
  });

  it('checks each setting by its own rule, in the request language, and stores nothing invalid', async () => {
    const phone = await put(shared.admin, 'contactPhone', { value: '91 555' }, en);
    expect(phone.status).toBe(400);
    expect(await errorBody(phone)).toEqual({ code: 'validation_failed', message: 'Please enter a valid phone number', issues: [{ path: 'value', message: 'Please enter a valid phone number' }] });
    const email = await put(shared.admin, 'contactEmail', { value: 'hola@' });
    expect(await errorBody(email)).toMatchObject({ message: 'Introduce una dirección de correo electrónico válida' });
    expect((await put(shared.admin, 'contactAddress', { value: '  ' })).status).toBe(400);
    expect((await put(shared.admin, 'socialUrl', { value: 'javascript:alert(1)' })).status).toBe(400);
    expect((await put(shared.admin, 'contactEmail', { value: 'x'.repeat(5000) })).status).toBe(413);

    const unknown = await put(shared.admin, 'favicon', { value: 'x' }, en);
    expect(unknown.status).toBe(404);
    expect(await errorBody(unknown)).toEqual({ code: 'not_found', message: 'There is no such setting' });
    const form = await shared.admin.request('/api/site-settings/contactPhone', { method: 'PUT', body: 'value=1234567890', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);

    for (const key of ['contactEmail', 'contactAddress', 'socialUrl'] as const) {
      expect((await shared.t.store.readStream(siteSettingStreamId(key))).events).toHaveLength(0);
    }
  });
});
