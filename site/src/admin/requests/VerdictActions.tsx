import type { RequestListItem } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { REQUESTS_TEXT } from './text.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { requestKey } from './filter.ts';
import { $updating, updateStatus, type Verdict } from './update-status.ts';

/**
 * The verdict buttons, Approve and Deny, shown only while the request is pending
 * (docs/product.md#request-status). A verdict cannot be taken back, so each asks first, at
 * every width: in the table, on a card and in the request's detail (ADR 040).
 */
export function VerdictActions({ item, size = 'sm' }: { item: RequestListItem; size?: 'sm' | 'md' }) {
  const updating = useStore($updating);
  const [asking, setAsking] = useState<Verdict | null>(null);
  if (item.status !== 'pending') return null;
  const busy = updating === requestKey(item);
  const question = REQUESTS_TEXT.confirm[asking ?? 'approved'];
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button variant="approve" size={size} disabled={busy} aria-label={REQUESTS_TEXT.approveOf(item.fullName)} onClick={() => setAsking('approved')}>
        {REQUESTS_TEXT.approve}
      </Button>
      <Button variant="deny" size={size} disabled={busy} aria-label={REQUESTS_TEXT.denyOf(item.fullName)} onClick={() => setAsking('denied')}>
        {REQUESTS_TEXT.deny}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={question.title}
        text={question.text(item.fullName)}
        cancelLabel={REQUESTS_TEXT.confirm.cancel}
        confirmLabel={asking === 'denied' ? REQUESTS_TEXT.deny : REQUESTS_TEXT.approve}
        confirmVariant={asking === 'denied' ? 'deny' : 'approve'}
        pendingLabel={question.pending}
        onConfirm={() => (asking ? updateStatus(item, asking) : Promise.resolve())}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
