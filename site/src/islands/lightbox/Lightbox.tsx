import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { LightboxItem, LightboxLabels } from './lightbox-item.ts';
import { LightboxDialog } from './LightboxDialog.tsx';
import { stepIndex } from './lightbox-steps.ts';

interface Props {
  items: readonly LightboxItem[];
  labels: LightboxLabels;
  /** The designs grid, rendered by the page: each thumbnail is a link to its project, marked `data-lightbox-index`. */
  children?: ReactNode;
}

const TRIGGER = '[data-lightbox-index]';

/**
 * The collection page's lightbox (docs/product.md#collections-and-projects). It wraps the
 * server-rendered grid: once hydrated, a plain click on a thumbnail opens the design full
 * screen instead of following the link; without JavaScript (or with a modifier key) the link
 * leads to the project.
 */
export default function Lightbox({ items, labels, children }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    for (const link of grid.current?.querySelectorAll(TRIGGER) ?? []) link.setAttribute('aria-haspopup', 'dialog');
  }, []);

  useEffect(() => {
    if (index === null) trigger.current?.focus();
  }, [index]);

  const open = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLElement>(TRIGGER);
    const at = Number(link?.dataset.lightboxIndex);
    if (!link || !Number.isInteger(at) || !items[at]) return;
    event.preventDefault();
    trigger.current = link;
    setIndex(at);
  };

  return (
    <div ref={grid} onClick={open}>
      {children}
      {index !== null && (
        <LightboxDialog
          items={items}
          index={index}
          labels={labels}
          onStep={(step) => setIndex((current) => stepIndex(current ?? 0, step, items.length))}
          onClose={() => setIndex(null)}
        />
      )}
    </div>
  );
}
