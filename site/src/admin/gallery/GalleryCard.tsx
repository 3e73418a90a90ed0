import type { GalleryImage } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { Button } from '../ui/Button.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { categoriesQuery } from '../categories/categories-query.ts';
import { categoryLabel } from './category-options.ts';
import { $toggling, toggleVisibility } from './gallery-actions.ts';
import { GalleryPicture } from './GalleryPicture.tsx';
import { GALLERY_TEXT } from './text.ts';

/** Phone: the full width; then two and three columns (the grid's breakpoints). */
const SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw';

function VisibilityIndicator({ visible }: { visible: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 text-xs font-medium tracking-[0.14em] uppercase ${visible ? 'text-success' : 'text-muted'}`}>
      <span aria-hidden="true" className={`size-2 rounded-full ${visible ? 'bg-success' : 'border border-muted'}`} />
      {visible ? GALLERY_TEXT.visible : GALLERY_TEXT.hidden}
    </span>
  );
}

/**
 * One image of the manager's grid (docs/product.md#gallery-manager): the picture with its
 * featured badge, title, description on two lines, category chip, visibility, and the
 * Ocultar/Mostrar, edit and delete buttons. A hidden image is drawn paler, as the public
 * gallery no longer shows it.
 */
export function GalleryCard({ image, onEdit, onDelete }: { image: GalleryImage; onEdit: () => void; onDelete: () => void }) {
  const toggling = useStore($toggling).has(image.id);
  // The category as the owner spelt it in the category list.
  const known = useStore(categoriesQuery.$state).data?.categories.map((category) => category.name) ?? [];
  return (
    <li data-testid="gallery-manager-card" className="flex flex-col border border-line bg-white/60">
      <div className="relative overflow-hidden bg-linen">
        <GalleryPicture
          image={image.image}
          alt={image.title}
          sizes={SIZES}
          className={`aspect-[4/5] w-full object-cover transition-opacity duration-300 ${image.visible ? '' : 'opacity-45 grayscale-[35%]'}`}
        />
        {image.featured && (
          <span className="absolute top-3 left-3 bg-ink px-2.5 py-1 text-[0.65rem] font-medium tracking-[0.2em] text-paper uppercase">
            {GALLERY_TEXT.featured}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <span className="border border-line bg-paper px-2.5 py-0.5 text-xs text-muted">
            {image.category ? categoryLabel(image.category, ADMIN_LANG, known) : GALLERY_TEXT.noCategory}
          </span>
          <VisibilityIndicator visible={image.visible} />
        </div>
        <h2 className="font-display text-2xl leading-tight text-ink">{image.title}</h2>
        {image.description && <p className="line-clamp-2 text-sm leading-relaxed text-muted">{image.description}</p>}
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-line pt-4">
          <Button
            variant="outline"
            size="sm"
            disabled={toggling}
            aria-label={image.visible ? GALLERY_TEXT.hideOf(image.title) : GALLERY_TEXT.showOf(image.title)}
            onClick={() => void toggleVisibility(image)}
          >
            {image.visible ? GALLERY_TEXT.hide : GALLERY_TEXT.show}
          </Button>
          <Button variant="outline" size="sm" aria-label={GALLERY_TEXT.editOf(image.title)} onClick={onEdit}>
            {GALLERY_TEXT.edit}
          </Button>
          <Button variant="deny" size="sm" className="ml-auto" aria-label={GALLERY_TEXT.removeOf(image.title)} onClick={onDelete}>
            {GALLERY_TEXT.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}
