import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { showToast } from '../../ui/toast-store.ts';
import { T } from '../text.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { SETTINGS_SECTIONS } from './sections.tsx';
import { settingsQuery } from './settings-query.ts';
import { SETTINGS_TEXT } from './text.ts';

/** /admin/settings (docs/product.md#settings): the contact details, the social profile, and the sections that follow. */
export function SettingsPage() {
  const state = useStore(settingsQuery.$state);
  const failed = state.status === 'error';

  useEffect(() => {
    if (failed) showToast({ ...SETTINGS_TEXT.toasts.fetchFailed, variant: 'destructive' });
  }, [failed]);

  return (
    <>
      <PageHeading eyebrow={SETTINGS_TEXT.eyebrow} title={SETTINGS_TEXT.title} intro={SETTINGS_TEXT.intro} />
      {state.status === 'loading' && <Spinner label={T.loading} />}
      {failed && (
        <p role="alert" className="py-24 text-center font-display text-2xl text-danger">
          {SETTINGS_TEXT.loadFailed}
        </p>
      )}
      {state.status === 'success' && (
        <div className="mt-10 grid max-w-3xl gap-8">
          {SETTINGS_SECTIONS.map(({ id, Section }) => (
            <Section key={id} settings={state.data} />
          ))}
        </div>
      )}
    </>
  );
}
