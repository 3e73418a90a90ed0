import type { GalleryImage } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { T } from '../text.ts';
import { Button } from '../ui/Button.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { DeleteImageDialog } from './DeleteImageDialog.tsx';
import { GalleryCard } from './GalleryCard.tsx';
import { galleryQuery } from './gallery-query.ts';
import { ImageDialog } from './ImageDialog.tsx';
import { GALLERY_TEXT } from './text.ts';

const PLUS = (
  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-none stroke-current stroke-[1.5]">
    <path d="M8 2v12M2 8h12" />
  </svg>
);

function Summary({ images }: { images: readonly GalleryImage[] }) {
  const featured = images.filter((image) => image.featured).length;
  return (
    <section aria-label={GALLERY_TEXT.summaryLabel} className="mt-10 flex flex-wrap items-center justify-between gap-4 border border-line bg-linen/50 px-5 py-4">
      <p className="flex flex-wrap items-baseline gap-x-5 gap-y-1 text-sm text-muted">
        <span>
          <span className="font-display text-2xl text-ink tabular-nums">{GALLERY_TEXT.total(images.length)}</span>
        </span>
        <span aria-hidden="true" className="hidden h-4 w-px bg-line sm:inline-block" />
        <span className="tracking-[0.14em] uppercase">{GALLERY_TEXT.featuredCount(featured)}</span>
      </p>
    </section>
  );
}

function Empty({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="mx-auto mt-16 flex max-w-md flex-col items-center gap-6 text-center">
      <span aria-hidden="true" className="h-16 w-px bg-line" />
      <p className="font-display text-3xl text-ink">{GALLERY_TEXT.empty}</p>
      <p className="text-sm leading-relaxed text-muted">{GALLERY_TEXT.emptyHint}</p>
      <Button onClick={onAdd}>
        {PLUS}
        {GALLERY_TEXT.addFirst}
      </Button>
    </div>
  );
}

/**
 * /admin/gallery (docs/product.md#gallery-manager): the header, the summary and the grid of cards
 * (1, 2 or 3 columns), or the empty state; the add/edit and delete dialogs. One add button
 * at a time: the header's, or the empty state's own call to add the first image. The dialogs
 * follow the list: after a reload they show the image as it now is.
 */
export function GalleryPage() {
  const state = useStore(galleryQuery.$state);
  const [editing, setEditing] = useState<'add' | number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const images = state.data ?? [];
  const find = (id: number | null) => images.find((image) => image.id === id) ?? null;
  const edited = typeof editing === 'number' ? find(editing) : null;
  const add = () => setEditing('add');
  const empty = state.status === 'success' && images.length === 0;

  return (
    <section>
      <PageHeading
        eyebrow={GALLERY_TEXT.eyebrow}
        title={GALLERY_TEXT.title}
        intro={GALLERY_TEXT.intro}
        actions={
          empty ? undefined : (
            <Button onClick={add}>
              {PLUS}
              {GALLERY_TEXT.add}
            </Button>
          )
        }
      />
      {state.status === 'loading' && <Spinner label={T.loading} />}
      {state.status === 'error' && (
        <p role="alert" className="mt-12 text-center text-danger">
          {T.loadFailed}: {state.error}
        </p>
      )}
      {state.status === 'success' &&
        (empty ? (
          <Empty onAdd={add} />
        ) : (
          <>
            <Summary images={images} />
            <ul aria-label={GALLERY_TEXT.listLabel} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {images.map((image) => (
                <GalleryCard key={image.id} image={image} onEdit={() => setEditing(image.id)} onDelete={() => setDeletingId(image.id)} />
              ))}
            </ul>
          </>
        ))}
      <ImageDialog state={editing === 'add' ? { mode: 'add' } : edited ? { mode: 'edit', image: edited } : null} images={images} onClose={() => setEditing(null)} />
      <DeleteImageDialog image={find(deletingId)} onClose={() => setDeletingId(null)} />
    </section>
  );
}
