import { MAX_LENGTH, PREFERRED_CONTACTS, customConceptSchema, type CustomConceptInput, type Lang } from '@atelier/contracts';
import { RadioGroupField } from '../../ui/fields/RadioGroupField.tsx';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { DriveLinkField } from './DriveLinkField.tsx';
import { FormSection } from './FormSection.tsx';
import { FORM_COPY } from './form-copy.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { PersonalDetails } from './PersonalDetails.tsx';
import { conceptReceipt } from './receipt.ts';
import { RequestForm } from './RequestForm.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY: CustomConceptInput = {
  fullName: '',
  email: '',
  phone: '',
  preferredContact: 'email',
  driveLink: '',
  conceptDescription: '',
  inspirations: '',
  additionalComments: '',
};

/** The custom concept form (docs/product.md#order-and-concept-pages): contact details, the idea, up to five images. */
export default function CustomConceptForm({ lang }: { lang: Lang }) {
  const copy = FORM_COPY[lang];
  const { form, formRef, action, images, onSubmit, pending, receipt, onAnother } = useRequestForm('concept', customConceptSchema, EMPTY, lang, conceptReceipt);
  const { register } = form;
  const { errors } = form.formState;

  return (
    <RequestForm lang={lang} action={action} submitLabel={copy.conceptSubmit} pending={pending} onSubmit={onSubmit} formRef={formRef} receipt={receipt} onAnother={onAnother}>
      <FormSection number="01" title={copy.sections.personal} intro={copy.sections.personalIntro}>
        <PersonalDetails lang={lang} register={register} errors={errors} />
        <div className="sm:col-span-2">
          <RadioGroupField
            {...register('preferredContact')}
            legend={copy.preferredContact.legend}
            options={PREFERRED_CONTACTS.map((value) => ({ value, label: copy.preferredContact.options[value] }))}
            defaultValue="email"
            error={errors.preferredContact?.message}
          />
        </div>
      </FormSection>

      <FormSection number="02" title={copy.sections.concept} intro={copy.sections.conceptIntro}>
        <TextAreaField
          {...register('conceptDescription')}
          label={copy.conceptDescription.label}
          hint={copy.conceptDescription.hint}
          error={errors.conceptDescription?.message}
          required
          minLength={20}
          maxLength={MAX_LENGTH.text}
          rows={6}
          className="sm:col-span-2"
        />
        <TextAreaField
          {...register('inspirations')}
          label={copy.inspirations.label}
          hint={copy.inspirations.hint}
          optionalText={copy.optional}
          error={errors.inspirations?.message}
          maxLength={MAX_LENGTH.text}
          rows={3}
          className="sm:col-span-2"
        />
        <DriveLinkField lang={lang} registration={register('driveLink')} error={errors.driveLink?.message} />
        <div className="sm:col-span-2">
          <ImagePicker lang={lang} selection={images} disabled={pending} />
        </div>
        <TextAreaField
          {...register('additionalComments')}
          label={copy.additionalComments.label}
          hint={copy.additionalComments.hint}
          optionalText={copy.optional}
          error={errors.additionalComments?.message}
          maxLength={MAX_LENGTH.text}
          rows={3}
          className="sm:col-span-2"
        />
      </FormSection>
    </RequestForm>
  );
}
