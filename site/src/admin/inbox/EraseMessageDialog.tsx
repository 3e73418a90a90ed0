import type { ContactMessageListItem } from '@atelier/contracts';
import { TypedConfirmDialog } from '../ui/TypedConfirmDialog.tsx';
import { eraseMessage } from './inbox-actions.ts';
import { INBOX_TEXT } from './text.ts';

/** An admin's erasure of one message, behind a typed confirmation: the data cannot come back. */
export function EraseMessageDialog({ message, disabled }: { message: ContactMessageListItem; disabled: boolean }) {
  return (
    <TypedConfirmDialog
      triggerLabel={INBOX_TEXT.erase}
      title={INBOX_TEXT.eraseTitle}
      text={INBOX_TEXT.eraseText}
      word={INBOX_TEXT.eraseWord}
      label={INBOX_TEXT.eraseLabel(INBOX_TEXT.eraseWord)}
      confirmLabel={INBOX_TEXT.eraseConfirm}
      cancelLabel={INBOX_TEXT.cancel}
      disabled={disabled}
      onConfirm={() => eraseMessage(message)}
    />
  );
}
