import type { Lang } from '@atelier/contracts';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { CONTROL_CLASS, LABEL_CLASS } from '../../ui/fields/field-styles.ts';
import { failureText, myRequestApi } from './client-api.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

interface Props {
  lang: Lang;
  photos: readonly { url: string }[];
  photosLeft: number;
  onAdded: () => Promise<void>;
}

/** Her photos (the form's and those she added), and room for the rest of her 5 references. */
export function PhotosSection({ lang, photos, photosLeft, onAdded }: Props) {
  const t = MY_REQUEST_TEXT[lang];
  const inputId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('images') as HTMLInputElement;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    setPending(true);
    setFailure(null);
    try {
      await myRequestApi.addPhotos(files, lang);
      form.current?.reset();
      await onAdded();
    } catch (error) {
      setFailure(failureText(error, t.failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="photos-title" className="grid gap-6">
      <SectionTitle id="photos-title">{t.photosTitle}</SectionTitle>
      {photos.length === 0 ? (
        <p className="text-muted">{t.noPhotos}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.url} className="aspect-[4/5] overflow-hidden border border-line bg-linen">
              <img src={photo.url} alt={t.photoAlt(index + 1)} loading="lazy" className="size-full object-cover" />
            </li>
          ))}
        </ul>
      )}
      {photosLeft > 0 ? (
        <form ref={form} onSubmit={submit} className="grid gap-4 border border-dashed border-line p-5">
          <div className="grid gap-2">
            <label htmlFor={inputId} className={LABEL_CLASS}>
              {t.addPhotos}
            </label>
            <p id={`${inputId}-hint`} className="text-sm leading-snug text-muted">
              {t.photosLeft(photosLeft)} {t.photosHint}
            </p>
            <input
              id={inputId}
              name="images"
              type="file"
              accept="image/*"
              multiple
              aria-describedby={`${inputId}-hint`}
              aria-invalid={failure ? true : undefined}
              className={`${CONTROL_CLASS} file:mr-4 file:border-0 file:bg-linen file:px-3 file:py-1 file:text-sm file:text-ink`}
            />
          </div>
          {failure && (
            <p role="alert" className="text-sm leading-relaxed text-danger">
              {failure}
            </p>
          )}
          <div className="flex justify-end">
            <SubmitButton pending={pending} label={t.upload} pendingLabel={t.uploading} />
          </div>
        </form>
      ) : (
        <p className="text-sm text-muted">{t.noPhotosLeft}</p>
      )}
    </section>
  );
}
