import { isErasedRequest, type RequestListItem } from '@atelier/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { DETAIL_TEXT } from './text.ts';
import { longDateTime } from '../dates.ts';
import { ContactFields, RequestFieldsList } from './RequestFields.tsx';
import { RequestHistory } from './RequestHistory.tsx';
import { RequestPhotos } from './RequestPhotos.tsx';
import { RequestThread } from './RequestThread.tsx';
import { VerdictActions } from './VerdictActions.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { RequestEvents } from '../calendar/RequestEvents.tsx';
import { PlanPanel } from '../fitting-plan/PlanPanel.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { PLAN_TEXT } from '../fitting-plan/text.ts';
import { requestKey } from './filter.ts';
import { EraseClientData } from './EraseClientData.tsx';
import { AdminDialog, DialogBody, DialogFooter } from '../ui/AdminDialog.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-6">
      <h3 className="mb-4 font-display text-xl text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** Every field of one request, its thread with the client, its private photos, its timeline, and approve/deny while pending. */
export function RequestDetailDialog({ item, onClose }: { item: RequestListItem | null; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const status = item?.status;
  const erased = item !== null && isErasedRequest(item);
  // Approving, denying or erasing removes the focused button: keep the keyboard inside the dialog.
  useEffect(() => {
    if (status && (status !== 'pending' || erased) && document.activeElement === document.body) closeRef.current?.focus();
  }, [status, erased]);

  return (
    <AdminDialog
      open={item !== null}
      onClose={onClose}
      width="xl"
      closeRef={closeRef}
      eyebrow={item && `${DETAIL_TEXT[item.type]} · #${item.id}`}
      title={item?.fullName ?? ''}
      description={
        item && (
          <span className="flex flex-wrap items-center gap-3">
            <span>{DETAIL_TEXT.received(longDateTime(item.createdAt))}</span>
            <StatusBadge status={item.status} />
          </span>
        )
      }
      closeLabel={DETAIL_TEXT.close}
    >
      {item && (
        <>
          <DialogBody className="gap-7">
            <Section title={DETAIL_TEXT.contact}>
              <ContactFields item={item} />
            </Section>
            <Section title={DETAIL_TEXT.request}>
              <RequestFieldsList item={item} />
            </Section>
            <Section title={DETAIL_TEXT.conversation}>
              <RequestThread item={item} />
            </Section>
            <Section title={DETAIL_TEXT.photos}>
              <RequestPhotos item={item} />
            </Section>
            <Section title={DETAIL_TEXT.calendar}>
              <RequestEvents item={item} />
            </Section>
            {item.status === 'approved' && !erased && (
              <Section title={PLAN_TEXT[ADMIN_LANG].title}>
                <PlanPanel lang={ADMIN_LANG} commissionId={requestKey(item)} />
              </Section>
            )}
            <Section title={DETAIL_TEXT.history}>
              <RequestHistory item={item} />
            </Section>
            <EraseClientData item={item} />
          </DialogBody>
          {item.status === 'pending' && (
            <DialogFooter>
              <VerdictActions item={item} size="md" />
            </DialogFooter>
          )}
        </>
      )}
    </AdminDialog>
  );
}
