import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, isSiteSettingKey, isUsableSiteSetting, siteSettingUpdateSchemaFor, siteSettingsFormSchema } from './site-settings.ts';
import { errorsOf, outputOf } from './testing.ts';

describe('the socialUrl site setting', () => {
  it('defaults to an http(s) profile link', () => {
    expect(isUsableSiteSetting('socialUrl', DEFAULT_SITE_SETTINGS.socialUrl)).toBe(true);
  });

  it('accepts only http(s) links, with the message in both languages', () => {
    const schema = siteSettingUpdateSchemaFor('socialUrl');
    expect(outputOf(schema, { value: ' https://www.instagram.com/lucia.atelier/ ' }).value).toBe('https://www.instagram.com/lucia.atelier/');
    for (const value of ['javascript:alert(1)', 'instagram.com/x', '']) {
      expect(errorsOf(schema, { value }, 'en')).toEqual({ value: 'Please enter a valid web link (http:// or https://)' });
    }
    expect(errorsOf(schema, { value: 'data:text/html,x' }, 'es')).toEqual({ value: 'Introduce un enlace web válido (http:// o https://)' });
  });

  it('shows any stored value of the other settings', () => {
    expect(isUsableSiteSetting('contactPhone', 'not a link')).toBe(true);
    expect(isUsableSiteSetting('socialUrl', 'javascript:alert(1)')).toBe(false);
  });
});

describe('the contact settings', () => {
  it('takes an address that is not blank, trimmed', () => {
    const schema = siteSettingUpdateSchemaFor('contactAddress');
    expect(outputOf(schema, { value: '  Calle Mayor 3, Madrid ' }).value).toBe('Calle Mayor 3, Madrid');
    expect(errorsOf(schema, { value: '   ' }, 'en')).toEqual({ value: 'Address is required' });
    expect(errorsOf(schema, {}, 'es')).toEqual({ value: 'La dirección es obligatoria' });
  });

  it('takes a phone of at least 10 characters, and a real email', () => {
    expect(outputOf(siteSettingUpdateSchemaFor('contactPhone'), { value: '+34 91 555 12 34' }).value).toBe('+34 91 555 12 34');
    expect(errorsOf(siteSettingUpdateSchemaFor('contactPhone'), { value: '91 555' }, 'en')).toEqual({ value: 'Please enter a valid phone number' });
    expect(errorsOf(siteSettingUpdateSchemaFor('contactPhone'), { value: 'info@atelier.es' }, 'es')).toEqual({ value: 'Introduce un número de teléfono válido' });
    expect(outputOf(siteSettingUpdateSchemaFor('contactEmail'), { value: ' hola@atelier.es ' }).value).toBe('hola@atelier.es');
    expect(errorsOf(siteSettingUpdateSchemaFor('contactEmail'), { value: 'hola@' }, 'en')).toEqual({ value: 'Please enter a valid email address' });
  });

  it('checks the whole form with the same rules, naming each field', () => {
    // The form holds the one-line settings; the opening hours have their own form.
    const { openingHours: _hours, ...lines } = DEFAULT_SITE_SETTINGS;
    expect(outputOf(siteSettingsFormSchema, DEFAULT_SITE_SETTINGS)).toEqual(lines);
    expect(errorsOf(siteSettingsFormSchema, { contactAddress: '', contactPhone: '123', contactEmail: 'x', socialUrl: 'ftp://x' }, 'en')).toEqual({
      contactAddress: 'Address is required',
      contactPhone: 'Please enter a valid phone number',
      contactEmail: 'Please enter a valid email address',
      socialUrl: 'Please enter a valid web link (http:// or https://)',
    });
  });

  it('knows its keys', () => {
    expect(isSiteSettingKey('contactPhone')).toBe(true);
    expect(isSiteSettingKey('__proto__')).toBe(false);
  });
});
