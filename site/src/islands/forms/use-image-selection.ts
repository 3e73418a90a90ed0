import { checkFiles, type Lang, type UploadRule } from '@atelier/contracts';
import { useEffect, useRef, useState } from 'react';

interface SelectedImage {
  key: number;
  file: File;
  /** An object URL for the thumbnail; revoked when the image leaves the selection. */
  previewUrl: string;
}

/** The chosen images, the picker's message, and what can be done with them. */
export interface ImageSelection {
  images: readonly SelectedImage[];
  files: File[];
  /** The rule the selection is checked with: how many files, how large. */
  rule: UploadRule;
  error: string | null;
  setError(message: string | null): void;
  add(incoming: readonly File[]): void;
  remove(key: number): void;
  clear(): void;
}

let nextKey = 1;

function revoke(images: readonly SelectedImage[]): void {
  for (const image of images) URL.revokeObjectURL(image.previewUrl);
}

/**
 * The images chosen in a request form, checked with the same contracts rule as the API
 * (images only, 5 MB each, 1 for an order and 5 for a concept). A single-image field's image
 * is replaced by a new choice; several images accumulate up to the limit.
 */
export function useImageSelection(rule: UploadRule, lang: Lang): ImageSelection {
  const [images, setImages] = useState<SelectedImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  // The latest selection for event handlers and the unmount cleanup, which must not see a stale render.
  const current = useRef<SelectedImage[]>([]);

  function commit(next: SelectedImage[]): void {
    current.current = next;
    setImages(next);
  }

  useEffect(() => () => revoke(current.current), []);

  function add(incoming: readonly File[]): void {
    if (incoming.length === 0) return;
    const replacing = rule.maxFiles === 1;
    const kept = replacing ? [] : current.current;
    const problem = checkFiles(incoming, rule, lang) ?? checkFiles([...kept.map((image) => image.file), ...incoming], rule, lang);
    if (problem) {
      setError(problem.message);
      return;
    }
    if (replacing) revoke(current.current);
    const added = incoming.map((file) => ({ key: nextKey++, file, previewUrl: URL.createObjectURL(file) }));
    commit([...kept, ...added]);
    setError(null);
  }

  function remove(key: number): void {
    const leaving = current.current.filter((image) => image.key === key);
    revoke(leaving);
    commit(current.current.filter((image) => image.key !== key));
    setError(null);
  }

  function clear(): void {
    revoke(current.current);
    commit([]);
    setError(null);
  }

  return { images, files: images.map((image) => image.file), rule, error, setError, add, remove, clear };
}
