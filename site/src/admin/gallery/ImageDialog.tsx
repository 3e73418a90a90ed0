import type { GalleryImage } from '@atelier/contracts';
import { AdminDialog } from '../ui/AdminDialog.tsx';
import { IMAGE_FORM_TEXT } from './text.ts';
import { ImageForm } from './ImageForm.tsx';

/** Which dialog is open: adding, or editing one image (docs/product.md#dashboard: add mode versus edit mode). */
export type ImageDialogState = { mode: 'add' } | { mode: 'edit'; image: GalleryImage } | null;

/**
 * The add/edit dialog (docs/product.md#gallery-manager). The form inside is drawn afresh for
 * each opening, so a dialog closed after a save, or without one, leaves nothing behind.
 */
export function ImageDialog({ state, images, onClose }: { state: ImageDialogState; images: readonly GalleryImage[]; onClose: () => void }) {
  const t = IMAGE_FORM_TEXT;
  const editing = state?.mode === 'edit' ? state.image : null;
  return (
    <AdminDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? t.editTitle : t.addTitle}
      description={editing ? t.editDescription : t.addDescription}
      closeLabel={t.close}
      width="xl"
    >
      {state && <ImageForm key={editing?.id ?? 'add'} image={editing ?? undefined} images={images} onDone={onClose} />}
    </AdminDialog>
  );
}
