import { COMMISSION_LIMITS } from '@atelier/contracts';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { AdminDialog, DialogBody, DialogClose, DialogFooter } from '../ui/AdminDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { COMMISSION_TEXT } from './text.ts';

/**
 * A move refused because the money is not in yet: the API's reason, and the override with the
 * reason she gives, which the history keeps.
 */
export function OverrideDialog({ refusal, onConfirm, onClose }: { refusal: { stageName: string; message: string } | null; onConfirm: (reason: string) => Promise<boolean>; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const given = reason.trim();
    if (given.length < 3) {
      setError(COMMISSION_TEXT.overrideHint);
      return;
    }
    setPending(true);
    const done = await onConfirm(given);
    setPending(false);
    if (done) setReason('');
  }

  return (
    <AdminDialog open={refusal !== null} onClose={onClose} eyebrow={refusal?.stageName} title={COMMISSION_TEXT.overrideTitle} description={refusal?.message} closeLabel={COMMISSION_TEXT.close}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
        <DialogBody>
          <p className="text-sm leading-relaxed text-muted">{COMMISSION_TEXT.overrideIntro}</p>
          <TextAreaField
            label={COMMISSION_TEXT.overrideReason}
            hint={COMMISSION_TEXT.overrideHint}
            rows={3}
            maxLength={COMMISSION_LIMITS.maxOverrideReason}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{COMMISSION_TEXT.cancel}</Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending ? COMMISSION_TEXT.moving : COMMISSION_TEXT.overrideConfirm}
          </Button>
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
