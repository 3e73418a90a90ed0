import { useEffect, useId, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { pictureSources } from '../../components/media/picture-sources.ts';
import { trapTab } from './focus-trap.ts';
import type { LightboxItem, LightboxLabels } from './lightbox-item.ts';
import { positionText } from './lightbox-steps.ts';
import { useScrollLock } from './use-scroll-lock.ts';
import { useSwipe } from './use-swipe.ts';

interface Props {
  items: readonly LightboxItem[];
  index: number;
  labels: LightboxLabels;
  onStep(step: 1 | -1): void;
  onClose(): void;
}

const roundButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-paper/35 bg-ink/55 text-paper transition-colors duration-300 hover:border-paper hover:bg-paper hover:text-ink';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 18" className="h-4 w-2.5" fill="none" stroke="currentColor" strokeWidth="1.2">
      <path d={direction === 'left' ? 'M9 1 1 9l8 8' : 'M1 1l8 8-8 8'} />
    </svg>
  );
}

/** The open lightbox: a modal <dialog> over the whole screen, showing one design at a time. */
export function LightboxDialog({ items, index, labels, onStep, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const swipe = useSwipe(onStep);
  useScrollLock();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    return () => element.close();
  }, []);

  const item = items[index];
  if (!item) return null;
  const many = items.length > 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' && many) onStep(-1);
    else if (event.key === 'ArrowRight' && many) onStep(1);
    else if (dialog.current) trapTab(event.nativeEvent, dialog.current);
  };
  // Escape: the browser's cancel, turned into our own close so the state follows.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="lightbox"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden border-0 bg-ink/[0.97] p-0 text-paper backdrop:bg-ink/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between px-5 pt-5 sm:px-8 sm:pt-7">
          <p aria-live="polite" className="text-[0.68rem] font-medium uppercase tracking-[0.3em] text-paper/70" data-testid="lightbox-position">
            {positionText(labels.position, index, items.length)}
          </p>
          <button ref={closeButton} type="button" onClick={onClose} aria-label={labels.close} className={roundButton}>
            <svg aria-hidden="true" viewBox="0 0 14 14" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="1.2">
              <path d="M1 1l12 12M13 1 1 13" />
            </svg>
          </button>
        </div>

        <div {...swipe} data-testid="lightbox-stage" className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-4 py-5 select-none sm:px-24">
          <picture key={item.image.url} className="flex h-full w-full items-center justify-center">
            {pictureSources(item.image).map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcset} sizes="(orientation: portrait) 100vw, 60vh" />
            ))}
            <img
              src={item.image.url}
              width={item.image.width}
              height={item.image.height}
              alt={item.alt}
              draggable={false}
              className="h-auto max-h-full w-auto max-w-full object-contain shadow-[0_30px_80px_-30px_rgb(0_0_0/0.7)]"
            />
          </picture>
          {many && (
            <>
              <button type="button" onClick={() => onStep(-1)} aria-label={labels.previous} className={`${roundButton} absolute top-1/2 left-3 -translate-y-1/2 sm:left-8`}>
                <Chevron direction="left" />
              </button>
              <button type="button" onClick={() => onStep(1)} aria-label={labels.next} className={`${roundButton} absolute top-1/2 right-3 -translate-y-1/2 sm:right-8`}>
                <Chevron direction="right" />
              </button>
            </>
          )}
        </div>

        <div className="mx-auto w-full max-w-2xl px-6 pb-8 text-center sm:pb-10">
          <h2 id={titleId} lang={item.titleLang} className="font-display text-3xl leading-tight text-paper sm:text-4xl">
            {item.title}
          </h2>
          {item.description && <p lang={item.descriptionLang} className="mx-auto mt-3 line-clamp-3 max-w-xl leading-relaxed text-paper/75">{item.description}</p>}
          <a
            href={item.href}
            className="mt-5 inline-flex items-center gap-3 border-b border-paper/40 pb-1 text-[0.68rem] font-medium uppercase tracking-[0.26em] text-paper transition-colors hover:border-paper"
          >
            {labels.viewProject}
          </a>
        </div>
      </div>
    </dialog>
  );
}
