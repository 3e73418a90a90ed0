import type { GalleryImage } from '@atelier/contracts';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { deleteImage } from './gallery-actions.ts';
import { DELETE_TEXT } from './text.ts';

/** The confirmation before a delete ('Are you sure? This action cannot be undone...', docs/product.md#gallery-manager), with cancel and confirm. */
export function DeleteImageDialog({ image, onClose }: { image: GalleryImage | null; onClose: () => void }) {
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (!image) return;
    setDeleting(true);
    const deleted = await deleteImage(image);
    setDeleting(false);
    if (deleted) onClose();
  }

  return (
    <AlertDialog.Root
      open={image !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" />
        {image && (
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 border border-line bg-paper p-6 shadow-2xl sm:p-8">
            <AlertDialog.Title className="font-display text-3xl leading-tight text-ink">{DELETE_TEXT.title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-base leading-relaxed text-muted">{DELETE_TEXT.text(image.title)}</AlertDialog.Description>
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={deleting}>
                  {DELETE_TEXT.cancel}
                </Button>
              </AlertDialog.Cancel>
              <Button variant="deny" disabled={deleting} onClick={() => void confirm()}>
                {deleting ? DELETE_TEXT.deleting : DELETE_TEXT.confirm}
              </Button>
            </div>
          </AlertDialog.Content>
        )}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
