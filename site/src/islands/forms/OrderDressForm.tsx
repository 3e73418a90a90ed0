import { MAX_LENGTH, OCCASIONS, OCCASION_LABELS, dressOrderSchema, type DressOrderInput, type Lang } from '@atelier/contracts';
import { SelectField } from '../../ui/fields/SelectField.tsx';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { DriveLinkField } from './DriveLinkField.tsx';
import { FormSection } from './FormSection.tsx';
import { FORM_COPY } from './form-copy.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { PersonalDetails } from './PersonalDetails.tsx';
import { dressReceipt } from './receipt.ts';
import { RequestForm } from './RequestForm.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY: DressOrderInput = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  eventType: '',
  eventDate: '',
  driveLink: '',
  description: '',
};

/** The dress order form (docs/product.md#order-and-concept-pages): contact details, the dress, one photo. */
export default function OrderDressForm({ lang }: { lang: Lang }) {
  const copy = FORM_COPY[lang];
  const { form, formRef, action, images, onSubmit, pending, receipt, onAnother } = useRequestForm('dress', dressOrderSchema, EMPTY, lang, dressReceipt);
  const { register } = form;
  const { errors } = form.formState;

  return (
    <RequestForm lang={lang} action={action} submitLabel={copy.orderSubmit} pending={pending} onSubmit={onSubmit} formRef={formRef} receipt={receipt} onAnother={onAnother}>
      <FormSection number="01" title={copy.sections.personal} intro={copy.sections.personalIntro}>
        <PersonalDetails lang={lang} register={register} errors={errors} />
        <TextField
          {...register('address')}
          label={copy.address.label}
          placeholder={copy.address.placeholder}
          optionalText={copy.optional}
          error={errors.address?.message}
          autoComplete="address-line1"
          maxLength={MAX_LENGTH.line}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection number="02" title={copy.sections.dress} intro={copy.sections.dressIntro}>
        <SelectField
          {...register('eventType')}
          label={copy.eventType.label}
          placeholder={copy.eventType.placeholder}
          options={OCCASIONS.map((value) => ({ value, label: OCCASION_LABELS[value][lang] }))}
          error={errors.eventType?.message}
          required
        />
        <TextField {...register('eventDate')} label={copy.eventDate.label} error={errors.eventDate?.message} type="date" required />
        <TextAreaField
          {...register('description')}
          label={copy.description.label}
          hint={copy.description.hint}
          error={errors.description?.message}
          required
          minLength={20}
          maxLength={MAX_LENGTH.text}
          rows={6}
          className="sm:col-span-2"
        />
        <DriveLinkField lang={lang} registration={register('driveLink')} error={errors.driveLink?.message} />
        <div className="sm:col-span-2">
          <ImagePicker lang={lang} selection={images} disabled={pending} />
        </div>
      </FormSection>
    </RequestForm>
  );
}
