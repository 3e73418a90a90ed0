import type { RequestListItem } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { T } from '../text.ts';
import { Button } from '../ui/Button.tsx';
import { requestKey } from './filter.ts';
import { $updating, updateStatus } from './update-status.ts';

/** Approve and Deny, shown only while the request is pending (spec §4). */
export function ReviewActions({ item, size = 'sm' }: { item: RequestListItem; size?: 'sm' | 'md' }) {
  const updating = useStore($updating);
  if (item.status !== 'pending') return null;
  const busy = updating === requestKey(item);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="approve" size={size} disabled={busy} aria-label={T.requests.approveOf(item.fullName)} onClick={() => void updateStatus(item, 'approved')}>
        {T.requests.approve}
      </Button>
      <Button variant="deny" size={size} disabled={busy} aria-label={T.requests.denyOf(item.fullName)} onClick={() => void updateStatus(item, 'denied')}>
        {T.requests.deny}
      </Button>
    </div>
  );
}
