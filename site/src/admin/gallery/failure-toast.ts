import { TOASTS, type Lang, type ToastText } from '@atelier/contracts';
import { ApiCallError } from '../../lib/api.ts';

/** Which change failed: each has its own default text (docs/product.md#messages). */
export type GalleryChange = 'create' | 'update' | 'visibility' | 'delete';

const DEFAULTS = { create: 'imageCreateFailed', update: 'imageUpdateFailed', visibility: 'imageVisibilityFailed', delete: 'imageDeleteFailed' } as const;

/**
 * The red toast of a failed gallery change (docs/product.md#messages): 'Error' with the
 * server's message when it sent one, else the change's default. When someone else changed the
 * image at the same moment (`concurrent_change`), the toast says so in those words. A save that
 * never reached the server (offline) gets the default that says "try again".
 */
export function galleryFailureToast(error: unknown, change: GalleryChange, lang: Lang): ToastText {
  const toasts = TOASTS[lang];
  if (error instanceof ApiCallError) {
    if (error.code === 'concurrent_change') return toasts.imageChangedElsewhere;
    const fallback = toasts[DEFAULTS[change]];
    return { title: fallback.title, description: error.serverMessage ?? fallback.description };
  }
  return change === 'create' || change === 'update' ? toasts.imageSaveFailed : toasts[DEFAULTS[change]];
}
