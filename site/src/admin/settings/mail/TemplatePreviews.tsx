import { LANGS, MAIL_TEMPLATE_NAMES, type Lang, type MailTemplateName } from '@atelier/contracts';
import { useId, useState } from 'react';
import { CONTROL_CLASS, LABEL_CLASS } from '../../../ui/fields/field-styles.ts';
import { MailFrame } from '../../mail/MailFrame.tsx';
import { MAIL_TEXT } from '../../mail/text.ts';
import { usePreview } from '../../mail/use-preview.ts';
import { Segmented } from '../../requests/Segmented.tsx';
import { T as ADMIN } from '../../text.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { MAIL_SETTINGS_TEXT } from './text.ts';

const T = MAIL_SETTINGS_TEXT.previews;

/** Every mail, with sample content, in either language: a template and a language picked, the mail in its sandboxed frame. */
export function TemplatePreviews() {
  const selectId = useId();
  const [template, setTemplate] = useState<MailTemplateName>('request-received');
  const [lang, setLang] = useState<Lang>('es');
  const state = usePreview(`/api/mail/templates/${template}/${lang}`);

  return (
    <div className="grid gap-4">
      <h3 className="font-display text-2xl text-ink">{T.title}</h3>
      <p className="text-sm leading-relaxed text-muted">{T.text}</p>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-2">
          <label htmlFor={selectId} className={LABEL_CLASS}>
            {T.template}
          </label>
          <div className="relative">
            <select id={selectId} value={template} onChange={(event) => setTemplate(event.target.value as MailTemplateName)} className={`${CONTROL_CLASS} appearance-none pr-12`}>
              {MAIL_TEMPLATE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {MAIL_TEXT.templates[name]}
                </option>
              ))}
            </select>
            <svg aria-hidden="true" viewBox="0 0 16 16" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 fill-none stroke-muted stroke-[1.5]">
              <path d="M3.5 6 8 10.5 12.5 6" />
            </svg>
          </div>
        </div>
        <Segmented label={T.language} value={lang} options={LANGS} optionLabel={(l) => T.languages[l]} onChange={setLang} />
      </div>
      {state.status === 'loading' && <Spinner label={ADMIN.loading} className="h-[26rem] sm:h-[32rem]" />}
      {state.status === 'error' && (
        <p role="alert" className="text-danger">
          {MAIL_TEXT.preview.failed}: {state.error}
        </p>
      )}
      {state.status === 'success' && (
        <div className="grid gap-2">
          <p className="text-sm text-muted">
            <span className="text-[0.68rem] font-medium uppercase tracking-[0.18em]">{MAIL_TEXT.preview.subject}</span>{' '}
            <span className="text-ink">{state.preview.subject}</span>
          </p>
          <MailFrame preview={state.preview} />
        </div>
      )}
    </div>
  );
}
