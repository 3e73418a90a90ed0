import { MAX_LENGTH, type Lang } from '@atelier/contracts';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { EmailField } from '../../ui/fields/EmailField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { FORM_COPY } from './form-copy.ts';

type PersonalField = 'fullName' | 'email' | 'phone';

export interface PersonalDetailsProps {
  lang: Lang;
  /** The form's `register`; every request form has these three fields. */
  register: (name: PersonalField) => UseFormRegisterReturn;
  errors: Partial<Record<PersonalField, FieldError>>;
}

/** Full name, email and phone, with the browser hints that fill them in one tap. */
export function PersonalDetails({ lang, register, errors }: PersonalDetailsProps) {
  const copy = FORM_COPY[lang];
  return (
    <>
      <TextField
        {...register('fullName')}
        label={copy.fullName.label}
        error={errors.fullName?.message}
        autoComplete="name"
        required
        minLength={2}
        maxLength={MAX_LENGTH.name}
        className="sm:col-span-2"
      />
      <EmailField {...register('email')} label={copy.email.label} placeholder={copy.email.placeholder} error={errors.email?.message} />
      <TextField
        {...register('phone')}
        label={copy.phone.label}
        placeholder={copy.phone.placeholder}
        error={errors.phone?.message}
        type="tel"
        autoComplete="tel"
        required
        minLength={10}
        maxLength={MAX_LENGTH.phone}
      />
    </>
  );
}
