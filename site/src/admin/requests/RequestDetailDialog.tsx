import { isErasedRequest, type RequestListItem } from '@atelier/contracts';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { DETAIL_TEXT } from './text.ts';
import { tableDate } from './format.ts';
import { ContactFields, RequestFieldsList } from './RequestFields.tsx';
import { RequestHistory } from './RequestHistory.tsx';
import { RequestPhotos } from './RequestPhotos.tsx';
import { VerdictActions } from './VerdictActions.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { RequestEvents } from '../calendar/RequestEvents.tsx';
import { EraseClientData } from './EraseClientData.tsx';
import { closeOnEscape } from '../ui/escape.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-6">
      <h3 className="mb-4 font-display text-xl text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** Every field of one request, its private photos, its timeline, and approve/deny while pending. */
export function RequestDetailDialog({ item, onClose }: { item: RequestListItem | null; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const status = item?.status;
  const erased = item !== null && isErasedRequest(item);
  // Approving, denying or erasing removes the focused button: keep the keyboard inside the dialog.
  useEffect(() => {
    if (status && (status !== 'pending' || erased) && document.activeElement === document.body) closeRef.current?.focus();
  }, [status, erased]);

  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" />
        {item && (
          <Dialog.Content onKeyDown={closeOnEscape(onClose)} className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col border border-line bg-paper shadow-2xl">
            <header className="flex items-start justify-between gap-4 px-6 pt-6 pb-5 sm:px-9 sm:pt-8">
              <div>
                <p className="text-[0.7rem] font-medium uppercase tracking-[0.26em] text-accent">
                  {DETAIL_TEXT[item.type]} · #{item.id}
                </p>
                <Dialog.Title className="mt-2 font-display text-3xl leading-tight text-ink sm:text-4xl">{item.fullName}</Dialog.Title>
                <Dialog.Description className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">
                  <span>
                    {DETAIL_TEXT.received} <span className="tabular-nums">{tableDate(item.createdAt)}</span>
                  </span>
                  <StatusBadge status={item.status} />
                </Dialog.Description>
              </div>
              <Dialog.Close ref={closeRef} className="-mt-1 -mr-2 p-2 text-2xl leading-none text-muted hover:text-ink" aria-label={DETAIL_TEXT.close}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </header>
            <div className="flex flex-col gap-7 overflow-y-auto px-6 pb-8 sm:px-9">
              <Section title={DETAIL_TEXT.contact}>
                <ContactFields item={item} />
              </Section>
              <Section title={DETAIL_TEXT.request}>
                <RequestFieldsList item={item} />
              </Section>
              <Section title={DETAIL_TEXT.photos}>
                <RequestPhotos item={item} />
              </Section>
              <Section title={DETAIL_TEXT.calendar}>
                <RequestEvents item={item} />
              </Section>
              <Section title={DETAIL_TEXT.history}>
                <RequestHistory item={item} />
              </Section>
              <EraseClientData item={item} />
            </div>
            {item.status === 'pending' && (
              <footer className="flex justify-end border-t border-line bg-linen/50 px-6 py-4 sm:px-9">
                <VerdictActions item={item} size="md" />
              </footer>
            )}
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
