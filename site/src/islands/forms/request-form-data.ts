import type { Lang } from '@atelier/contracts';

/**
 * The multipart body of POST /api/dress-orders and /api/custom-concepts (docs/product.md#api):
 * every text field, blanks as '', the image parts under `fileField`, and the language of the
 * answer's messages.
 */
export function requestFormData(
  values: Record<string, string | null | undefined>,
  fileField: 'image' | 'images',
  files: readonly File[],
  lang: Lang,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value ?? '');
  for (const file of files) data.append(fileField, file, file.name);
  data.append('lang', lang);
  return data;
}
