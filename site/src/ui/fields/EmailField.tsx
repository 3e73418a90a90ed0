import { MAX_LENGTH } from '@atelier/contracts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** A required email input with the hints that let phones fill it in one tap and show the @ keyboard. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="email" autoComplete="email" inputMode="email" spellCheck={false} required maxLength={MAX_LENGTH.email} />;
}
