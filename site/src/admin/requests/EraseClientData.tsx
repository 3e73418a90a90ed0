import { isErasedRequest, type RequestListItem } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { $session } from '../session.ts';
import { TypedConfirmDialog } from '../ui/TypedConfirmDialog.tsx';
import { eraseClientData } from './erase-client.ts';
import { ERASE_TEXT } from './erase-text.ts';

/**
 * The request detail dialog's "erase client data" line (docs/product.md#erasure): for an admin, the
 * action behind a typed confirmation; once erased, for everyone, a note saying so.
 */
export function EraseClientData({ item }: { item: RequestListItem }) {
  const session = useStore($session);
  const isAdmin = session.status === 'ready' && session.user?.isAdmin === true;
  const erased = isErasedRequest(item);
  if (!erased && !isAdmin) return null;

  return (
    <section className="border-t border-line pt-6">
      <h3 className="mb-4 font-display text-xl text-ink">{ERASE_TEXT.section}</h3>
      {erased ? (
        <p className="text-sm leading-relaxed text-muted italic">{ERASE_TEXT.erasedNote}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-md text-sm leading-relaxed text-muted">{ERASE_TEXT.intro}</p>
          <TypedConfirmDialog
            triggerLabel={ERASE_TEXT.erase}
            title={ERASE_TEXT.title}
            text={ERASE_TEXT.text}
            word={ERASE_TEXT.word}
            label={ERASE_TEXT.label(ERASE_TEXT.word)}
            confirmLabel={ERASE_TEXT.confirm}
            cancelLabel={ERASE_TEXT.cancel}
            onConfirm={() => eraseClientData(item)}
          />
        </div>
      )}
    </section>
  );
}
