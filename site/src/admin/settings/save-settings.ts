import type { SiteSettings } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { changedKeys } from './changed-keys.ts';
import { settingsQuery } from './settings-query.ts';
import { SETTINGS_TEXT } from './text.ts';

const toasts = SETTINGS_TEXT.toasts;

/**
 * PUT /api/site-settings/{key} with `{ value }` once per changed key, one after another
 * (docs/product.md#settings). 'Settings updated' when all are saved; a refusal stops there with
 * the server's message. Either way the settings are read again, so the form shows what is
 * really stored.
 */
export async function saveSettings(saved: SiteSettings, values: Partial<SiteSettings>): Promise<boolean> {
  const keys = changedKeys(saved, values);
  if (keys.length === 0) {
    showToast(toasts.unchanged);
    return true;
  }
  try {
    for (const key of keys) {
      await apiFetch(`/api/site-settings/${key}`, { method: 'PUT', body: { value: values[key] } });
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
