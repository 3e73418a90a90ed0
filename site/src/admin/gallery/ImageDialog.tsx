import type { GalleryImage } from '@atelier/contracts';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { IMAGE_FORM_TEXT } from './text.ts';
import { ImageForm } from './ImageForm.tsx';

/** Which dialog is open: adding, or editing one image (spec §4 "Dialogs": add mode versus edit mode). */
export type ImageDialogState = { mode: 'add' } | { mode: 'edit'; image: GalleryImage } | null;

function Frame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col border border-line bg-paper shadow-2xl">
      <header className="flex items-start justify-between gap-4 px-6 pt-6 pb-4 sm:px-8 sm:pt-8">
        <div>
          <Dialog.Title className="font-display text-3xl leading-tight text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">{description}</Dialog.Description>
        </div>
        <Dialog.Close className="-mt-1 -mr-2 p-2 text-2xl leading-none text-muted hover:text-ink" aria-label={IMAGE_FORM_TEXT.close}>
          <span aria-hidden="true">×</span>
        </Dialog.Close>
      </header>
      {children}
    </Dialog.Content>
  );
}

/**
 * The add/edit dialog (spec §2). The form inside is drawn afresh for each opening, so a closed
 * dialog leaves nothing behind (spec §4: after a save the form resets).
 */
export function ImageDialog({ state, images, onClose }: { state: ImageDialogState; images: readonly GalleryImage[]; onClose: () => void }) {
  const t = IMAGE_FORM_TEXT;
  return (
    <Dialog.Root
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" />
        {state?.mode === 'add' && (
          <Frame title={t.addTitle} description={t.addDescription}>
            <ImageForm images={images} onDone={onClose} />
          </Frame>
        )}
        {state?.mode === 'edit' && (
          <Frame title={t.editTitle} description={t.editDescription}>
            <ImageForm key={state.image.id} image={state.image} images={images} onDone={onClose} />
          </Frame>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
