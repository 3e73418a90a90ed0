import { OPENING_HOURS_SETTING, type OpeningHours, type SiteSettings } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { changedKeys } from './changed-keys.ts';
import { sameWeek } from './opening-hours-form.ts';
import { settingsQuery } from './settings-query.ts';
import { SETTINGS_TEXT } from './text.ts';

const toasts = SETTINGS_TEXT.toasts;

/**
 * PUT /api/site-settings/{key} with `{ value }` once per change, one after another
 * (docs/product.md#settings). 'Settings updated' when all are saved; a refusal stops there with
 * the server's message. Either way the settings are read again, so the form shows what is
 * really stored.
 */
async function putSettings(changes: readonly { key: string; value: unknown }[]): Promise<boolean> {
  if (changes.length === 0) {
    showToast(toasts.unchanged);
    return true;
  }
  try {
    for (const { key, value } of changes) {
      await apiFetch(`/api/site-settings/${key}`, { method: 'PUT', body: { value } });
    }
    showToast(toasts.updated);
    return true;
  } catch (error) {
    const description = error instanceof ApiCallError ? (error.serverMessage ?? error.message) : toasts.failed.description;
    showToast({ title: toasts.failed.title, description, variant: 'destructive' });
    return false;
  } finally {
    await settingsQuery.refetch();
  }
}

/** The one-line settings of a card: only those whose value changed. */
export function saveSettings(saved: SiteSettings, values: Partial<SiteSettings>): Promise<boolean> {
  return putSettings(changedKeys(saved, values).map((key) => ({ key, value: values[key] })));
}

/** The opening hours: the whole week, when it differs from the one saved. */
export function saveOpeningHours(saved: OpeningHours, hours: OpeningHours): Promise<boolean> {
  return putSettings(sameWeek(saved, hours) ? [] : [{ key: OPENING_HOURS_SETTING, value: hours }]);
}
