import { MAX_LENGTH, type Lang } from '@atelier/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/fields/TextField.tsx';
import { FORM_COPY } from './form-copy.ts';

export interface DriveLinkFieldProps {
  lang: Lang;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The optional link to a shared folder of pictures, on both request forms. */
export function DriveLinkField({ lang, registration, error }: DriveLinkFieldProps) {
  const copy = FORM_COPY[lang];
  return (
    <TextField
      {...registration}
      label={copy.driveLink.label}
      hint={copy.driveLink.hint}
      placeholder={copy.driveLink.placeholder}
      optionalText={copy.optional}
      error={error}
      type="url"
      inputMode="url"
      spellCheck={false}
      maxLength={MAX_LENGTH.link}
      className="sm:col-span-2"
    />
  );
}
