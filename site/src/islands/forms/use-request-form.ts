import { REQUEST_FORMS, type Lang, type RequestType } from '@atelier/contracts';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type * as v from 'valibot';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import type { Receipt } from './receipt.ts';
import { showServerProblems } from './server-issues.ts';
import { useImageSelection } from './use-image-selection.ts';
import { useRequestSubmission } from './use-request-submission.ts';

type TextValues = Record<string, string | null | undefined>;

/**
 * The multipart body of POST /api/dress-orders and /api/custom-concepts (docs/product.md#api):
 * every text field, blanks as '', the image parts under `fileField`, and the language of the
 * answer's messages.
 */
function requestFormData(values: TextValues, fileField: string, files: readonly File[], lang: Lang): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value ?? '');
  for (const file of files) data.append(fileField, file, file.name);
  data.append('lang', lang);
  return data;
}

/**
 * Everything a request form does besides drawing its fields: validation with the shared
 * contracts schema in the page's language, the image selection, the submission with its toasts,
 * server problems shown on their fields, and a reset after success with the receipt the
 * confirmation panel shows (docs/product.md#forms).
 */
export function useRequestForm<TInput extends TextValues, TOutput extends TextValues>(
  kind: RequestType,
  schema: v.GenericSchema<TInput, TOutput>,
  empty: TInput,
  lang: Lang,
  receiptOf: (values: TOutput, lang: Lang) => Receipt,
) {
  const config = REQUEST_FORMS[kind];
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: valibotResolver(schema, { lang }),
    // No default values: the form hydrates at the visitor's first gesture in it (ADR 022), and a
    // field registered then keeps what she typed before; defaults would write over her text.
    // The server HTML holds the empty fields and the default choices (a radio's defaultChecked).
    mode: 'onTouched',
    // Focus follows the page order (focusFirstInvalid), not the order fields were registered in.
    shouldFocusError: false,
  });
  const images = useImageSelection(config.upload, lang);
  const submit = useRequestSubmission(config.endpoint, lang, config);
  const fields = Object.keys(empty);
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  async function onValid(values: TOutput) {
    const result = await submit(requestFormData(values, config.upload.field, images.files, lang));
    if (result.ok) {
      form.reset();
      images.clear();
      setReceipt(receiptOf(values, lang));
      return;
    }
    const invalid: string[] = [];
    showServerProblems(result.error, {
      fields,
      setFieldError: (name, message) => {
        invalid.push(name);
        form.setError(name as FieldPath<TInput>, { type: 'server', message });
      },
      setImageError: images.setError,
    });
    focusFirstInvalid(formRef.current, invalid);
  }

  const onSubmit = form.handleSubmit(onValid, (errors) => focusFirstInvalid(formRef.current, Object.keys(errors)));

  /** Back to the (already emptied) form, its first field focused once it is drawn again. */
  function onAnother() {
    setReceipt(null);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, fields));
  }

  return { form, formRef, action: config.endpoint, images, onSubmit, pending: form.formState.isSubmitting, receipt, onAnother };
}
