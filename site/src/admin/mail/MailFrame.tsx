import type { MailPreview } from '@atelier/contracts';
import { useState } from 'react';
import { Segmented } from '../requests/Segmented.tsx';
import { MAIL_TEXT } from './text.ts';

const PARTS = ['html', 'text'] as const;
type Part = (typeof PARTS)[number];

/**
 * A mail as it goes out: its HTML in a frame that runs nothing (`sandbox=""`, srcdoc: no
 * scripts, no forms, no navigation of this page, an origin of its own), or its plain-text part.
 */
export function MailFrame({ preview, className = '' }: { preview: MailPreview; className?: string }) {
  const [part, setPart] = useState<Part>('html');
  return (
    <div className={`flex flex-col gap-4 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Segmented label={MAIL_TEXT.preview.view} value={part} options={PARTS} optionLabel={(p) => MAIL_TEXT.preview.parts[p]} onChange={setPart} />
        {preview.hasCalendar && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.4">
              <rect x="2.5" y="3.5" width="11" height="10" rx="1" />
              <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
            </svg>
            {MAIL_TEXT.preview.calendar}
          </p>
        )}
      </div>
      {part === 'html' ? (
        <iframe
          sandbox=""
          srcDoc={preview.html}
          title={MAIL_TEXT.preview.frameTitle(preview.subject)}
          className="h-[26rem] w-full border border-line bg-white sm:h-[32rem]"
        />
      ) : (
        <pre
          tabIndex={0}
          aria-label={MAIL_TEXT.preview.textLabel}
          className="h-[26rem] overflow-auto border border-line bg-white px-5 py-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-ink sm:h-[32rem]"
        >
          {preview.text}
        </pre>
      )}
    </div>
  );
}
