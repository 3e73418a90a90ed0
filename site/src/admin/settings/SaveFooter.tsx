import { Button } from '../ui/Button.tsx';
import { SETTINGS_TEXT } from './text.ts';

/** A settings card's foot: its Save Changes button, which waits while the card saves. */
export function SaveFooter({ saving }: { saving: boolean }) {
  return (
    <footer className="flex justify-end border-t border-line bg-linen/50 px-6 py-4 sm:px-9">
      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving && <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-paper/40 border-t-paper" />}
        {saving ? SETTINGS_TEXT.saving : SETTINGS_TEXT.save}
      </Button>
    </footer>
  );
}
