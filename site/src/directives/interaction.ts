import type { ClientDirective } from 'astro';

/** What says the visitor is reaching for the island: its code is fetched and run from then. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** A click the island would handle itself: the primary button, no key held (those open tabs). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Once the island is live, does again what the held event would have done. */
function replay(event: Event): void {
  const target = event.target;
  if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit((event as SubmitEvent).submitter);
  else if (target instanceof HTMLElement) target.click();
}

/**
 * `client:interaction` (ADR 022): the island's code is fetched and hydrated when the visitor
 * first reaches into it (a pointer over it or pressed on it, a touch, keyboard focus), never
 * with the page, so a page whose island waits for a gesture blocks nothing while it loads.
 * The server-rendered HTML works meanwhile; a plain click or a submission that comes before
 * the island is live is held and replayed once it is, so the first tap does what the island
 * does, not what the bare HTML would. If the code cannot be fetched, the held event is
 * replayed on the bare HTML (a link is followed).
 */
const interaction: ClientDirective = (load, _options, island) => {
  let live = false;
  let hydrating: Promise<void> | undefined;
  const hydrate = (): Promise<void> => {
    hydrating ??= load()
      .then((run) => run())
      .finally(() => {
        live = true;
        island.removeEventListener('click', hold, true);
        island.removeEventListener('submit', hold, true);
      });
    return hydrating;
  };
  const start = () => {
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start);
    void hydrate().catch(() => undefined);
  };
  function hold(event: Event): void {
    if (live || (event instanceof MouseEvent && !isPlainClick(event))) return;
    event.preventDefault();
    event.stopPropagation();
    // React hydrates in a later task: replay after it, so the island's own handler gets the event.
    const again = () => setTimeout(() => replay(event));
    hydrate().then(again, again);
  }
  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { passive: true });
  island.addEventListener('click', hold, true);
  island.addEventListener('submit', hold, true);
};

export default interaction;
