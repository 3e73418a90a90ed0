import { DEFAULT_SITE_SETTINGS } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { changedKeys } from './changed-keys.ts';

describe('changedKeys', () => {
  it('names only the settings whose value changed, in the form order', () => {
    const values = { contactAddress: DEFAULT_SITE_SETTINGS.contactAddress, contactPhone: '+34 91 555 12 34', contactEmail: 'hola@atelier.es' };
    expect(changedKeys(DEFAULT_SITE_SETTINGS, values)).toEqual(['contactPhone', 'contactEmail']);
  });

  it('is empty when nothing changed, and ignores the settings the card does not hold', () => {
    expect(changedKeys(DEFAULT_SITE_SETTINGS, { socialUrl: DEFAULT_SITE_SETTINGS.socialUrl })).toEqual([]);
    expect(changedKeys(DEFAULT_SITE_SETTINGS, {})).toEqual([]);
  });
});
