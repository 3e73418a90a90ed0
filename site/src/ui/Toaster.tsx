import { useStore } from '@nanostores/react';
import { Portal, Toast } from 'radix-ui';
import { $toast, dismissToast } from './toast-store.ts';

/** Radix's defaults are the product's constants (docs/product.md#messages): F8, a 50 px right swipe, 5000 ms. */
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const CLOSE_LABEL = { es: 'Cerrar', en: 'Close' } as const;
const REGION_LABEL = { es: 'Notificaciones ({hotkey})', en: 'Notifications ({hotkey})' } as const;

const VIEWPORT = 'm-0 flex list-none flex-col gap-2 outline-none';

export interface ToasterProps {
  lang: 'es' | 'en';
  /**
   * `floating` (the default): the screen's bottom right corner, whatever the island's place on
   * the page. `inline`: in the page's flow where the Toaster stands, for a screen whose own
   * content must stay in view (the receipt of a sent request).
   */
  placement?: 'floating' | 'inline';
}

/** The notification area. Mount it once per page, inside the island that raises toasts. */
export function Toaster({ lang, placement = 'floating' }: ToasterProps) {
  const toast = useStore($toast);
  const viewport =
    placement === 'inline' ? (
      <Toast.Viewport label={REGION_LABEL[lang]} className={`${VIEWPORT} relative mx-auto w-full max-w-3xl not-empty:mb-6`} />
    ) : (
      // Portalled to the body: inside a section with `content-visibility: auto`, a transform or
      // a filter, `position: fixed` is placed against that section instead of the screen.
      <Portal.Root>
        <Toast.Viewport label={REGION_LABEL[lang]} className={`${VIEWPORT} fixed right-0 bottom-0 z-[100] w-full p-4 md:max-w-[420px]`} />
      </Portal.Root>
    );
  return (
    <Toast.Provider duration={DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX} label={REGION_LABEL[lang]}>
      {toast && (
        <Toast.Root
          key={toast.id}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-4 border px-5 py-4 shadow-lg ${
            toast.variant === 'destructive' ? 'border-danger bg-danger text-white' : 'border-line bg-paper text-ink'
          }`}
        >
          <div className="grid flex-1 gap-1">
            <Toast.Title className="font-display text-lg leading-snug">{toast.title}</Toast.Title>
            {toast.description && <Toast.Description className="text-sm leading-relaxed opacity-90">{toast.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label={CLOSE_LABEL[lang]} className="-mr-1 px-1 text-xl leading-none opacity-70 hover:opacity-100">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      {viewport}
    </Toast.Provider>
  );
}
