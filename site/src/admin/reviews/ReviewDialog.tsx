import { valibotResolver } from '@hookform/resolvers/valibot';
import { UPLOAD_RULES, reviewFormSchema, type Review, type ReviewFormInput, type ReviewFormValues } from '@atelier/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useImageSelection } from '../../islands/forms/use-image-selection.ts';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { AdminDialog, DialogBody, DialogFooter } from '../ui/AdminDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { LanguageColumns } from '../ui/LanguageColumns.tsx';
import { LabelledSwitch } from '../ui/LabelledSwitch.tsx';
import { useShownItem } from '../use-shown-item.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import { RatingSlider } from './RatingSlider.tsx';
import { addReview, editReview } from './review-actions.ts';
import { reviewsQuery } from './reviews-query.ts';
import { REVIEWS_TEXT } from './text.ts';

const T = REVIEWS_TEXT.dialog;

/** What the dialog works on: a new review, or the one being edited. */
export type ReviewTarget = { mode: 'add' } | { mode: 'edit'; review: Review };

const NEW_REVIEW: ReviewFormInput = { clientName: '', content: '', contentEn: '', rating: 5, featured: false };

function defaultsFor(target: ReviewTarget): ReviewFormInput {
  if (target.mode === 'add') return NEW_REVIEW;
  const { clientName, content, contentEn, rating, featured } = target.review;
  return { clientName, content, contentEn: contentEn ?? '', rating, featured };
}

/** The review as the list now shows it (after a stale edit reloaded it). */
const reloaded = (target: ReviewTarget): ReviewTarget | undefined => {
  if (target.mode === 'add') return target;
  const review = reviewsQuery.$state.get().data?.find((r) => r.id === target.review.id);
  return review && { mode: 'edit', review };
};

/**
 * The form itself, mounted afresh for each opening so it starts from the review (or blank).
 * An edit is saved against the review as it was shown (its version), until a stale edit shows it anew.
 */
function ReviewForm({ target: opened, onDone }: { target: ReviewTarget; onDone(): void }) {
  const [target, settle] = useShownItem(opened, () => reloaded(opened));
  const photo = useImageSelection(UPLOAD_RULES.reviewPhoto, ADMIN_LANG);
  // A refusal (409: changed by someone else meanwhile; 404: deleted meanwhile) stays written in the dialog.
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: valibotResolver(reviewFormSchema, { lang: ADMIN_LANG }),
    defaultValues: defaultsFor(target),
  });

  async function save(values: ReviewFormValues) {
    setRefusal(null);
    const outcome = target.mode === 'add' ? await addReview(values, photo.files[0] ?? null) : await editReview(target.review, values);
    if (outcome.ok) return onDone();
    settle(outcome.result);
    setRefusal(outcome.message);
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="flex min-h-0 flex-col">
      <DialogBody>
        <TextField label={T.clientName} autoComplete="off" error={errors.clientName?.message} {...register('clientName')} />
        <LanguageColumns
          spanish={{ legend: T.spanish, children: <TextAreaField label={T.content} lang="es" rows={6} error={errors.content?.message} {...register('content')} /> }}
          english={{
            legend: T.english,
            children: <TextAreaField label={T.contentEn} lang="en" optionalText={T.optionalEnglish} rows={6} error={errors.contentEn?.message} {...register('contentEn')} />,
          }}
          note={T.englishNote}
        />
        <Controller
          control={control}
          name="rating"
          render={({ field }) => <RatingSlider value={field.value} onChange={field.onChange} disabled={isSubmitting} />}
        />
        {target.mode === 'add' && <PhotoPicker selection={photo} disabled={isSubmitting} />}
        <Controller
          control={control}
          name="featured"
          render={({ field }) => <LabelledSwitch label={T.featured} hint={T.featuredHint} checked={field.value} onCheckedChange={field.onChange} disabled={isSubmitting} />}
        />
      </DialogBody>
      {refusal && (
        <p role="alert" className="flex items-start gap-2 border-t border-danger/30 bg-danger/5 px-6 py-3 text-sm leading-snug text-danger sm:px-9">
          <span aria-hidden="true" className="mt-[0.45em] inline-block size-1.5 shrink-0 rotate-45 bg-danger" />
          {refusal}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-paper/40 border-t-paper" />}
          {isSubmitting ? T.saving : T.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add or edit a testimonial (docs/product.md#review-manager): name, text (in Spanish, and in English if she likes), rating, the photo when adding, featured. */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose(): void }) {
  const key = target === null ? 'closed' : target.mode === 'add' ? 'add' : `edit-${target.review.id}`;
  return (
    <AdminDialog
      open={target !== null}
      onClose={onClose}
      eyebrow={REVIEWS_TEXT.eyebrow}
      title={target?.mode === 'edit' ? T.editTitle : T.addTitle}
      description={T.description}
      closeLabel={T.close}
      width="xl"
    >
      {target && <ReviewForm key={key} target={target} onDone={onClose} />}
    </AdminDialog>
  );
}
