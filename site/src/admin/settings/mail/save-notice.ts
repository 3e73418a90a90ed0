import type { MailNoticeKey } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../../lib/api.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { ADMIN_LANG } from '../../lang.ts';
import { mailSettingsQuery } from './mail-settings-query.ts';
import { MAIL_SETTINGS_TEXT } from './text.ts';

const T = MAIL_SETTINGS_TEXT.notices;

/**
 * PUT /api/site-settings/{key} with `{ value: 'on' | 'off' }`, as every setting is saved
 * (docs/product.md#settings); then the switches are read again, so they show what is stored.
 */
export async function saveNotice(key: MailNoticeKey, on: boolean): Promise<void> {
  const label = T.keys[key].label;
  try {
    await apiFetch(`/api/site-settings/${key}`, { method: 'PUT', body: { value: on ? 'on' : 'off' }, lang: ADMIN_LANG });
    showToast({ title: on ? T.on(label) : T.off(label) });
  } catch (error) {
    showToast({ title: T.failed, description: error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error), variant: 'destructive' });
  } finally {
    await mailSettingsQuery.refetch();
  }
}
