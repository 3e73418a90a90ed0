import type { FittingRecord } from '@atelier/contracts';
import { FITTING_PHOTOS_UPLOAD, MAX_FITTING_PHOTOS, checkFiles } from '@atelier/contracts';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { CONTROL_CLASS, LABEL_CLASS } from '../../ui/fields/field-styles.ts';
import { ADMIN_LANG } from '../lang.ts';
import { LabelledSwitch } from '../ui/LabelledSwitch.tsx';
import { refusalText, shareFittingPhoto, uploadFittingPhotos } from './fitting-api.ts';
import { FITTING_TEXT } from './text.ts';

interface Props {
  record: FittingRecord;
  onRecord(record: FittingRecord): void;
}

/** The fitting's photos: each with its "visible to the client" switch, and an upload for more. */
export function FittingPhotos({ record, onRecord }: Props) {
  const inputId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [busyPhoto, setBusyPhoto] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const room = MAX_FITTING_PHOTOS - record.photos.length;

  async function upload(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('photos') as HTMLInputElement;
    const files = [...(input.files ?? [])];
    const problem = checkFiles(files, FITTING_PHOTOS_UPLOAD, ADMIN_LANG);
    if (problem) return setFailure(problem.message);
    setPending(true);
    setFailure(null);
    try {
      onRecord(await uploadFittingPhotos(record.eventId, files));
      form.current?.reset();
    } catch (error) {
      setFailure(refusalText(error));
    } finally {
      setPending(false);
    }
  }

  // One share at a time. The switches stay enabled meanwhile: disabling the one just pressed
  // would drop the keyboard's focus out of the dialog (and Escape with it).
  const sharing = useRef(false);
  async function share(n: number, sharedWithClient: boolean) {
    if (sharing.current) return;
    sharing.current = true;
    setBusyPhoto(n);
    setFailure(null);
    try {
      onRecord(await shareFittingPhoto(record.eventId, n, sharedWithClient));
    } catch (error) {
      setFailure(refusalText(error));
    } finally {
      sharing.current = false;
      setBusyPhoto(null);
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-4">
      <h4 id={`${inputId}-title`} className={LABEL_CLASS}>
        {FITTING_TEXT.photosTitle}
      </h4>
      {record.photos.length === 0 ? (
        <p className="text-sm text-muted">{FITTING_TEXT.noPhotos}</p>
      ) : (
        <ul className="grid gap-3">
          {record.photos.map((photo) => (
            <li key={photo.n} className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-3 sm:grid-cols-[7rem_minmax(0,1fr)]">
              <a href={photo.url} target="_blank" rel="noopener" className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
                <img src={photo.url} alt={FITTING_TEXT.photoAlt(photo.n + 1)} loading="lazy" className="aspect-[4/5] w-full border border-line bg-linen object-cover" />
              </a>
              <LabelledSwitch
                label={FITTING_TEXT.visibleToClient}
                hint={`${FITTING_TEXT.photoAlt(photo.n + 1)} · ${photo.sharedWithClient ? FITTING_TEXT.shownToClient : FITTING_TEXT.hiddenFromClient}`}
                checked={photo.sharedWithClient}
                busy={busyPhoto === photo.n}
                onCheckedChange={(checked) => void share(photo.n, checked)}
              />
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <form ref={form} onSubmit={upload} noValidate className="grid gap-3 border border-dashed border-line p-4">
          <label htmlFor={inputId} className={LABEL_CLASS}>
            {FITTING_TEXT.choosePhotos}
          </label>
          <p id={`${inputId}-hint`} className="text-sm leading-snug text-muted">
            {FITTING_TEXT.photosHint}
          </p>
          <input
            id={inputId}
            name="photos"
            type="file"
            accept="image/*"
            multiple
            aria-describedby={`${inputId}-hint`}
            aria-invalid={failure ? true : undefined}
            className={`${CONTROL_CLASS} file:mr-4 file:border-0 file:bg-linen file:px-3 file:py-1 file:text-sm file:text-ink`}
          />
          <div className="flex justify-end">
            <SubmitButton pending={pending} label={FITTING_TEXT.upload} pendingLabel={FITTING_TEXT.uploading} />
          </div>
        </form>
      )}
      {failure && (
        <p role="alert" className="text-sm leading-relaxed text-danger">
          {failure}
        </p>
      )}
    </section>
  );
}
