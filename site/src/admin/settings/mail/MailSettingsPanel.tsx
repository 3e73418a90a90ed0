import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { T as ADMIN } from '../../text.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { mailSettingsQuery } from './mail-settings-query.ts';
import { NoticeSwitches } from './NoticeSwitches.tsx';
import { TemplatePreviews } from './TemplatePreviews.tsx';
import { TestMail } from './TestMail.tsx';
import { MAIL_SETTINGS_TEXT } from './text.ts';

/** Settings' Mail panel (docs/product.md#mail): the designer's notices, a test mail, and every mail's preview in both languages. */
export function MailSettingsPanel() {
  const titleId = useId();
  const state = useStore(mailSettingsQuery.$state);
  return (
    <section aria-labelledby={titleId} className="border border-line bg-paper">
      <div className="grid gap-2 p-6 sm:p-9">
        <h2 id={titleId} className="font-display text-3xl text-ink">
          {MAIL_SETTINGS_TEXT.title}
        </h2>
        <p className="text-base leading-relaxed text-muted">{MAIL_SETTINGS_TEXT.intro}</p>
      </div>
      <div className="grid gap-10 border-t border-line p-6 sm:p-9">
        {state.status === 'loading' && <Spinner label={ADMIN.loading} className="py-10" />}
        {state.status === 'error' && (
          <p role="alert" className="text-danger">
            {ADMIN.loadFailed}: {state.error}
          </p>
        )}
        {state.status === 'success' && <NoticeSwitches settings={state.data} />}
        <div className="border-t border-line pt-8">
          <TestMail />
        </div>
        <div className="border-t border-line pt-8">
          <TemplatePreviews />
        </div>
      </div>
    </section>
  );
}
