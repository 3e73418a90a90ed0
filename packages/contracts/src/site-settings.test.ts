import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, isUsableSiteSetting, siteSettingUpdateSchemaFor } from './site-settings.ts';
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

  it('leaves the other settings free text', () => {
    expect(outputOf(siteSettingUpdateSchemaFor('contactAddress'), { value: 'Calle Mayor 3' }).value).toBe('Calle Mayor 3');
    expect(isUsableSiteSetting('contactPhone', 'not a link')).toBe(true);
    expect(isUsableSiteSetting('socialUrl', 'javascript:alert(1)')).toBe(false);
  });
});
