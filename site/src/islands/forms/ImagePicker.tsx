import type { Lang } from '@atelier/contracts';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { FieldError } from '../../ui/fields/FieldError.tsx';
import { LABEL_CLASS } from '../../ui/fields/field-styles.ts';
import { formatFileSize } from './file-size.ts';
import { FORM_COPY, fill } from './form-copy.ts';
import type { ImageSelection } from './use-image-selection.ts';
import { RemoveFileButton } from '../../ui/RemoveFileButton.tsx';

export interface ImagePickerProps {
  lang: Lang;
  selection: ImageSelection;
  disabled?: boolean;
}

/**
 * The zone's invitation. A phone cannot drag, so it is told to tap; once the single photo of
 * an order is chosen, the words say so and how to change it (docs/product.md#forms).
 */
function PickerPrompt({ lang, single, chosen }: { lang: Lang; single: boolean; chosen: boolean }) {
  const picker = FORM_COPY[lang].picker;
  const className = 'max-w-xs font-display text-xl leading-snug text-ink';
  if (!single) return <span className={className}>{picker.dropMany}</span>;
  return (
    <>
      <span className={`${className} sm:hidden`}>{chosen ? picker.chosenOnePhone : picker.tapOne}</span>
      <span className={`${className} hidden sm:inline`}>{chosen ? picker.chosenOne : picker.dropOne}</span>
    </>
  );
}

/**
 * A drop zone around a real file input: click, tap, Enter or Space opens the file chooser,
 * and files can be dropped on it. Without JavaScript the input still sends its files.
 */
export function ImagePicker({ lang, selection, disabled = false }: ImagePickerProps) {
  const { rule, images, error, add: onAdd, remove: onRemove } = selection;
  const max = rule.maxFiles;
  const copy = FORM_COPY[lang];
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const megabytes = rule.maxFileBytes / (1024 * 1024);
  const limits = max === 1 ? fill(copy.picker.limitsOne, { mb: megabytes }) : fill(copy.picker.limitsMany, { max, mb: megabytes });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onAdd(Array.from(event.target.files ?? []));
    // The selection lives in React state; clearing the input lets the same file be chosen again.
    event.target.value = '';
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd(Array.from(event.dataTransfer.files));
  }

  function onDragLeave(event: DragEvent<HTMLLabelElement>) {
    // Moving over the zone's own text fires dragleave too; only leaving the zone counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDragOver(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(true);
  }

  return (
    <div className="grid gap-3">
      <span id={`${id}-title`} className={LABEL_CLASS}>
        <span>{max === 1 ? copy.sections.image : copy.sections.images}</span>
        <span className="text-[0.7rem] font-normal tracking-normal text-muted normal-case italic">{copy.optional}</span>
      </span>
      <label
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={`group relative grid cursor-pointer justify-items-center gap-3 border border-dashed px-6 py-10 text-center transition-colors duration-200 has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent ${
          dragging ? 'border-accent bg-linen' : error ? 'border-danger bg-white/60' : 'border-line bg-white/50 hover:border-accent hover:bg-linen/60'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10 fill-none stroke-accent stroke-1">
          <rect x="5.5" y="9.5" width="29" height="23" />
          <path d="m5.5 27.5 9-8 7 6 4-3.5 9 7.5" />
          <circle cx="26" cy="16" r="2.5" />
        </svg>
        <PickerPrompt lang={lang} single={max === 1} chosen={images.length > 0} />
        <span id={`${id}-limits`} className="text-sm text-muted">
          {limits}
        </span>
        <input
          type="file"
          name={rule.field}
          accept="image/*"
          multiple={max > 1}
          disabled={disabled}
          onChange={onChange}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          className="sr-only scroll-mt-32"
        />
      </label>
      <div aria-live="polite">
        <FieldError id={`${id}-error`} message={error ?? undefined} />
      </div>
      {images.length > 0 && (
        <div className="grid gap-3">
          {max > 1 && <p className="text-sm text-muted">{fill(copy.picker.selected, { count: images.length, max })}</p>}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
            {images.map((image) => (
              <li key={image.key} className="relative border border-line bg-white/70">
                <img
                  src={image.previewUrl}
                  alt=""
                  // A file that only claims to be an image has no picture: show the empty frame, not a broken icon.
                  onError={(event) => {
                    event.currentTarget.style.visibility = 'hidden';
                  }}
                  className="aspect-[4/5] w-full bg-linen object-cover"
                />
                <div className="flex items-center justify-between gap-2 py-1 pr-1 pl-3">
                  <span className="grid min-w-0 text-xs leading-snug">
                    <span className="truncate text-ink">{image.file.name}</span>
                    <span className="text-muted">{formatFileSize(image.file.size, lang)}</span>
                  </span>
                  <RemoveFileButton label={fill(copy.picker.remove, { name: image.file.name })} onClick={() => onRemove(image.key)} disabled={disabled} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
