import { MAIL_NOTICE_KEYS, type MailNoticeKey, type MailSettingsAnswer } from '@atelier/contracts';
import { useState } from 'react';
import { LabelledSwitch } from '../../ui/LabelledSwitch.tsx';
import { saveNotice } from './save-notice.ts';
import { MAIL_SETTINGS_TEXT } from './text.ts';

const T = MAIL_SETTINGS_TEXT.notices;

/** A switch for each of the designer's notices, saved as soon as it moves; the address they go to, or that there is none yet. */
export function NoticeSwitches({ settings }: { settings: MailSettingsAnswer }) {
  // The switch shows where it was moved to while it saves; the stored value takes over after.
  const [moving, setMoving] = useState<{ key: MailNoticeKey; on: boolean } | null>(null);

  async function move(key: MailNoticeKey, on: boolean) {
    setMoving({ key, on });
    await saveNotice(key, on);
    setMoving(null);
  }

  return (
    <div className="grid gap-4">
      <h3 className="font-display text-2xl text-ink">{T.title}</h3>
      <p className={`text-sm leading-relaxed ${settings.contactEmail ? 'text-muted' : 'text-danger'}`}>
        {settings.contactEmail ? T.goesTo(settings.contactEmail) : T.noAddress}
      </p>
      <div className="grid gap-3">
        {MAIL_NOTICE_KEYS.map((key) => (
          <LabelledSwitch
            key={key}
            label={T.keys[key].label}
            hint={T.keys[key].hint}
            checked={moving?.key === key ? moving.on : settings.notices[key]}
            disabled={moving !== null}
            onCheckedChange={(on) => void move(key, on)}
          />
        ))}
      </div>
    </div>
  );
}
