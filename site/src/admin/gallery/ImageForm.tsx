import { checkFiles, UPLOAD_RULES, type GalleryImage, type GalleryImageCreate, type GalleryImagePatch } from '@atelier/contracts';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { SelectField } from '../../ui/fields/SelectField.tsx';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { DialogBody, DialogClose, DialogFooter } from '../ui/AdminDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { LanguageColumns } from '../ui/LanguageColumns.tsx';
import { categoriesQuery } from '../categories/categories-query.ts';
import { useShownItem } from '../use-shown-item.ts';
import { categoryOptions } from './category-options.ts';
import { addImage, editImage } from './gallery-actions.ts';
import { galleryQuery } from './gallery-query.ts';
import { GalleryPicture } from './GalleryPicture.tsx';
import { EMPTY_IMAGE_FORM, formValuesOf, imageCreateFormSchema, imageEditFormSchema, patchFor, type ImageFormValues } from './image-form.ts';
import { ImageFilePicker, useChosenFile } from './ImageFilePicker.tsx';
import { SwitchField } from './SwitchField.tsx';
import { IMAGE_FORM_TEXT } from './text.ts';

type Output = GalleryImageCreate | GalleryImagePatch;

const lang = ADMIN_LANG;

/** Adding requires a selected file ('Please select an image'), the API's own rule and message. */
const missingFileMessage = () => checkFiles([], UPLOAD_RULES.galleryImage, lang)?.message ?? null;

/**
 * The fields of the add/edit dialog, checked with the API's schemas before anything is sent.
 * Adding posts the file and the fields; editing sends only what changed (nothing at all when
 * nothing did), against the image as it was when the dialog opened (its version: If-Match).
 * The dialog closes after a save; after a refusal it stays open with what was typed, over a
 * list reloaded to the image as it now is, which a stale edit's second save is decided on.
 */
export function ImageForm({ image, images, onDone }: { image?: GalleryImage; images: readonly GalleryImage[]; onDone: () => void }) {
  const t = IMAGE_FORM_TEXT;
  const resolver = (image ? valibotResolver(imageEditFormSchema, { lang }) : valibotResolver(imageCreateFormSchema, { lang })) as Resolver<ImageFormValues, unknown, Output>;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ImageFormValues, unknown, Output>({ resolver, defaultValues: image ? formValuesOf(image) : EMPTY_IMAGE_FORM });
  const { chosen, choose } = useChosenFile();
  const [fileError, setFileError] = useState<string | null>(null);
  const knownCategories = useStore(categoriesQuery.$state).data?.categories.map((category) => category.name) ?? [];
  const [shown, settle] = useShownItem(image, () => galleryQuery.$state.get().data?.find((i) => i.id === image?.id));

  async function onValid(values: Output) {
    if (!image) {
      if (!chosen) return;
      if (await addImage(values as GalleryImageCreate, chosen.file)) onDone();
      return;
    }
    const base = shown ?? image;
    const patch = patchFor(base, values as GalleryImagePatch);
    if (patch === null || settle(await editImage(base, patch)) === 'done') onDone();
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    // The missing file is named together with the fields' problems, not after them.
    if (!image && !chosen) setFileError(missingFileMessage());
    return handleSubmit(onValid)(event);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        {image ? (
          <figure className="flex items-center gap-4 border border-line bg-white/60 p-3">
            <GalleryPicture image={image.image} alt="" sizes="5rem" className="aspect-[4/5] w-20 shrink-0 bg-linen object-cover" />
            <figcaption className="text-xs font-medium tracking-[0.18em] text-muted uppercase">{t.currentImage}</figcaption>
          </figure>
        ) : (
          <ImageFilePicker
            lang={lang}
            chosen={chosen}
            onChoose={(file) => {
              choose(file);
              if (file) setFileError(null);
            }}
            error={fileError}
            onError={setFileError}
            disabled={isSubmitting}
          />
        )}
        <LanguageColumns
          spanish={{
            legend: t.spanish,
            children: (
              <>
                <TextField label={t.titleField} lang="es" autoComplete="off" disabled={isSubmitting} error={errors.title?.message} {...register('title')} />
                <TextAreaField label={t.description} lang="es" optionalText={t.optional} rows={4} disabled={isSubmitting} error={errors.description?.message} {...register('description')} />
              </>
            ),
          }}
          english={{
            legend: t.english,
            children: (
              <>
                <TextField label={t.titleEn} lang="en" optionalText={t.optional} autoComplete="off" disabled={isSubmitting} error={errors.titleEn?.message} {...register('titleEn')} />
                <TextAreaField label={t.descriptionEn} lang="en" optionalText={t.optional} rows={4} disabled={isSubmitting} error={errors.descriptionEn?.message} {...register('descriptionEn')} />
              </>
            ),
          }}
          note={t.englishNote}
        />
        <SelectField
          label={t.category}
          placeholder={t.noCategory}
          options={categoryOptions(knownCategories, images, lang)}
          disabled={isSubmitting}
          error={errors.category?.message}
          {...register('category')}
        />
        <div className="grid gap-3">
          <Controller
            control={control}
            name="featured"
            render={({ field }) => <SwitchField label={t.featured} hint={t.featuredHint} checked={field.value} onCheckedChange={field.onChange} disabled={isSubmitting} />}
          />
          <Controller
            control={control}
            name="visible"
            render={({ field }) => <SwitchField label={t.visible} hint={t.visibleHint} checked={field.value} onCheckedChange={field.onChange} disabled={isSubmitting} />}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-paper/40 border-t-paper" />}
          {isSubmitting ? t.saving : t.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
