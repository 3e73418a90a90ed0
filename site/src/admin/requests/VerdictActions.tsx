import type { RequestListItem } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { REQUESTS_TEXT } from './text.ts';
import { Button } from '../ui/Button.tsx';
import { requestKey } from './filter.ts';
import { $updating, updateStatus } from './update-status.ts';

/** The verdict buttons, Approve and Deny, shown only while the request is pending (spec §4). */
export function VerdictActions({ item, size = 'sm' }: { item: RequestListItem; size?: 'sm' | 'md' }) {
  const updating = useStore($updating);
  if (item.status !== 'pending') return null;
  const busy = updating === requestKey(item);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="approve" size={size} disabled={busy} aria-label={REQUESTS_TEXT.approveOf(item.fullName)} onClick={() => void updateStatus(item, 'approved')}>
        {REQUESTS_TEXT.approve}
      </Button>
      <Button variant="deny" size={size} disabled={busy} aria-label={REQUESTS_TEXT.denyOf(item.fullName)} onClick={() => void updateStatus(item, 'denied')}>
        {REQUESTS_TEXT.deny}
      </Button>
    </div>
  );
}
