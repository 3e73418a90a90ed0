import { valibotResolver } from '@hookform/resolvers/valibot';
import { siteSettingsFormSchema, type SiteSettingKey, type SiteSettings } from '@atelier/contracts';
import type { HTMLInputTypeAttribute } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { TextField } from '../../ui/fields/TextField.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { saveSettings } from './save-settings.ts';
import { SaveFooter } from './SaveFooter.tsx';
import { SETTINGS_TEXT } from './text.ts';

/** How each setting is typed: the keyboard a phone shows and what the browser may fill in. */
const INPUTS: Record<SiteSettingKey, { type: HTMLInputTypeAttribute; autoComplete: string; inputMode?: 'tel' | 'email' | 'url' }> = {
  contactAddress: { type: 'text', autoComplete: 'street-address' },
  contactPhone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  contactEmail: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  socialUrl: { type: 'url', autoComplete: 'url', inputMode: 'url' },
};

export interface SettingsCardProps {
  title: string;
  text: string;
  /** The settings this card saves, in order; at least one. */
  keys: readonly [SiteSettingKey, ...SiteSettingKey[]];
  settings: SiteSettings;
}

type Values = Partial<SiteSettings>;

/**
 * A card of settings saved together: its fields, checked with the contracts' rule for each
 * key, and a Save Changes button that sends only what changed (save-settings.ts).
 */
export function SettingsCard({ title, text, keys, settings }: SettingsCardProps) {
  const current: Values = Object.fromEntries(keys.map((key) => [key, settings[key]]));
  const schema = v.pick(siteSettingsFormSchema, keys);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    // The saved values: a refetch after saving puts what is really stored back in the fields.
    values: current,
    resolver: valibotResolver(schema, { lang: ADMIN_LANG }) as unknown as Resolver<Values>,
  });
  const titleId = `settings-${keys.join('-')}`;

  return (
    <section aria-labelledby={titleId} className="border border-line bg-paper">
      <form noValidate onSubmit={handleSubmit((values) => saveSettings(settings, values))}>
        <div className="grid gap-6 p-6 sm:p-9">
          <div>
            <h2 id={titleId} className="font-display text-3xl text-ink">
              {title}
            </h2>
            <p className="mt-2 text-base leading-relaxed text-muted">{text}</p>
          </div>
          {keys.map((key) => (
            <TextField
              key={key}
              label={SETTINGS_TEXT.fields[key].label}
              hint={SETTINGS_TEXT.fields[key].hint}
              {...INPUTS[key]}
              spellCheck={key === 'contactAddress'}
              error={errors[key]?.message}
              {...register(key)}
            />
          ))}
        </div>
        <SaveFooter saving={isSubmitting} />
      </form>
    </section>
  );
}
