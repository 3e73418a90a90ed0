import { useId, type ChangeEvent } from 'react';
import { formatFileSize } from '../../islands/forms/file-size.ts';
import type { ImageSelection } from '../../islands/forms/use-image-selection.ts';
import { FieldError } from '../../ui/fields/FieldError.tsx';
import { LABEL_CLASS } from '../../ui/fields/field-styles.ts';
import { ADMIN_LANG } from '../lang.ts';
import { REVIEWS_TEXT } from './text.ts';
import { RemoveFileButton } from '../../ui/RemoveFileButton.tsx';

const T = REVIEWS_TEXT.dialog;

/**
 * The client's photo, only when adding (docs/product.md#review-manager): a real file input
 * behind a button-like label, then a preview with the file's name and size and a remove button.
 * Checked with the API's rule (images only, 5 MB) before anything is sent.
 */
export function PhotoPicker({ selection, disabled }: { selection: ImageSelection; disabled?: boolean }) {
  const id = useId();
  const [image] = selection.images;
  const describedBy = [`${id}-hint`, selection.error ? `${id}-error` : null].filter(Boolean).join(' ');

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    selection.add(Array.from(event.target.files ?? []));
    event.target.value = '';
  }

  return (
    <div className="grid gap-3">
      <span className={LABEL_CLASS}>
        <span>{T.photo}</span>
        <span className="text-[0.7rem] font-normal tracking-normal text-muted normal-case italic">{T.optional}</span>
      </span>
      <div className="flex items-center gap-4">
        {image ? (
          <img src={image.previewUrl} alt="" className="size-16 shrink-0 rounded-full border border-line bg-linen object-cover" />
        ) : (
          <span aria-hidden="true" className="size-16 shrink-0 rounded-full border border-dashed border-line bg-white/50" />
        )}
        <div className="grid min-w-0 gap-2">
          <label className="inline-flex w-fit cursor-pointer items-center border border-ink/70 px-4 py-2 text-[0.7rem] font-medium uppercase tracking-[0.16em] text-ink transition-colors hover:bg-ink hover:text-paper has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent has-disabled:cursor-not-allowed has-disabled:opacity-60">
            {image ? T.changePhoto : T.choosePhoto}
            <input
              type="file"
              accept="image/*"
              disabled={disabled}
              onChange={onChange}
              aria-describedby={describedBy}
              aria-invalid={selection.error ? true : undefined}
              className="sr-only"
            />
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {T.photoHint}
          </p>
        </div>
      </div>
      {image && (
        <div className="flex items-center justify-between gap-3 border border-line bg-white/60 py-1 pr-1 pl-4">
          <span className="grid min-w-0 text-sm leading-snug">
            <span className="truncate text-ink">{image.file.name}</span>
            <span className="text-muted">{formatFileSize(image.file.size, ADMIN_LANG)}</span>
          </span>
          <RemoveFileButton label={T.removePhoto} onClick={() => selection.remove(image.key)} disabled={disabled} />
        </div>
      )}
      <div aria-live="polite">
        <FieldError id={`${id}-error`} message={selection.error ?? undefined} />
      </div>
    </div>
  );
}
