import { checkFiles, UPLOAD_RULES, type Lang } from '@atelier/contracts';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { FieldError } from '../../ui/fields/FieldError.tsx';
import { LABEL_CLASS } from '../../ui/fields/field-styles.ts';
import { IMAGE_FORM_TEXT } from './text.ts';
import { RemoveFileButton } from '../../ui/RemoveFileButton.tsx';

const RULE = UPLOAD_RULES.galleryImage;

/** "850 KB": the size in kilobytes, in the admin's number format. */
function kilobytes(bytes: number, lang: Lang): string {
  return `${new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-US').format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** The chosen file with its object URL for the preview, revoked when it is replaced or removed. */
export function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);
  return {
    chosen,
    choose: (file: File | null) => setChosen(file ? { file, previewUrl: URL.createObjectURL(file) } : null),
  };
}

export interface ImageFilePickerProps {
  lang: Lang;
  chosen: { file: File; previewUrl: string } | null;
  onChoose(file: File | null): void;
  error: string | null;
  onError(message: string | null): void;
  disabled: boolean;
}

/**
 * The add dialog's file picker (docs/product.md#gallery-manager): a real file input behind a
 * framed prompt, then the preview with the file's name and size in KB and a button that removes
 * it. The file is checked with the API's own rule (images only, one, 10 MB).
 */
export function ImageFilePicker({ lang, chosen, onChoose, error, onError, disabled }: ImageFilePickerProps) {
  const id = useId();
  const t = IMAGE_FORM_TEXT;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again after removing it still reports a change.
    event.target.value = '';
    if (files.length === 0) return;
    const problem = checkFiles(files, RULE, lang);
    onError(problem?.message ?? null);
    if (!problem) onChoose(files[0] ?? null);
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <span className={LABEL_CLASS}>{t.file}</span>
      {chosen ? (
        <div className="flex items-center gap-4 border border-line bg-white/60 p-3">
          <img src={chosen.previewUrl} alt="" className="aspect-[4/5] w-20 shrink-0 bg-linen object-cover" />
          <div className="grid min-w-0 flex-1 gap-1 text-sm">
            <span className="truncate text-ink">{chosen.file.name}</span>
            <span className="text-muted tabular-nums">{kilobytes(chosen.file.size, lang)}</span>
          </div>
          <RemoveFileButton label={t.removePreview(chosen.file.name)} onClick={() => onChoose(null)} disabled={disabled} />
        </div>
      ) : null}
      <label
        className={`grid cursor-pointer justify-items-center gap-2 border border-dashed px-5 text-center transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent ${
          chosen ? 'py-3' : 'py-8'
        } ${error ? 'border-danger bg-white/60' : 'border-line bg-white/50 hover:border-accent hover:bg-linen/60'}`}
      >
        {!chosen && (
          <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 fill-none stroke-accent stroke-1">
            <rect x="5.5" y="9.5" width="29" height="23" />
            <path d="m5.5 27.5 9-8 7 6 4-3.5 9 7.5" />
            <circle cx="26" cy="16" r="2.5" />
          </svg>
        )}
        <span className={chosen ? 'text-sm text-ink underline underline-offset-4' : 'font-display text-xl text-ink'}>{chosen ? t.change : t.choose}</span>
        <span id={`${id}-hint`} className="text-sm text-muted">
          {t.hint}
        </span>
        <input
          type="file"
          name={RULE.field}
          accept="image/*"
          disabled={disabled}
          onChange={onChange}
          aria-label={t.file}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="sr-only"
        />
      </label>
      <div aria-live="polite">
        <FieldError id={`${id}-error`} message={error ?? undefined} />
      </div>
    </div>
  );
}
