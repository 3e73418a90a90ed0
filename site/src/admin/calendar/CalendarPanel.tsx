import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Segmented } from '../requests/Segmented.tsx';
import { T } from '../text.ts';
import { Button } from '../ui/Button.tsx';
import { $eventDraft } from './event-draft.ts';
import { eventsQuery } from './events-query.ts';
import { monthTitle } from './format.ts';
import { AgendaView } from './AgendaView.tsx';
import { ListView } from './ListView.tsx';
import { MilestoneLegend } from './MilestoneLegend.tsx';
import { MonthView } from './MonthView.tsx';
import { eventsOfMonth, monthOf, shiftMonth } from './month.ts';
import { CALENDAR_TEXT } from './text.ts';

const VIEWS = ['month', 'list'] as const;
type View = (typeof VIEWS)[number];
/** What the list shows: the agenda from today on (the default), or the month on screen. */
const LIST_SPANS = ['upcoming', 'month'] as const;
type ListSpan = (typeof LIST_SPANS)[number];

const ARROW = 'inline-flex size-11 items-center justify-center border border-line text-lg text-ink transition-colors hover:border-ink';

/**
 * The Calendar tab (docs/product.md#dashboard): a month at a time as a grid (the default), or a
 * list: the agenda of every event from today on, week by week, or one tap away the month's own
 * list; and the add button.
 */
export function CalendarPanel() {
  const state = useStore(eventsQuery.$state);
  const [today] = useState(() => new Date());
  const [month, setMonth] = useState(() => monthOf(today));
  const [view, setView] = useState<View>('month');
  const [span, setSpan] = useState<ListSpan>('upcoming');
  const agenda = view === 'list' && span === 'upcoming';

  if (state.status === 'error') {
    return (
      <p role="alert" className="border border-danger/40 bg-danger/5 px-5 py-4 text-sm text-danger">
        {T.loadFailed}: {state.error}
      </p>
    );
  }
  const events = eventsOfMonth(state.data ?? [], month);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-5">
        {agenda ? (
          <h2 className="font-display text-3xl text-ink">{CALENDAR_TEXT.upcomingTitle}</h2>
        ) : (
          <nav aria-label={CALENDAR_TEXT.toolbarLabel} className="flex items-center gap-3">
            <button type="button" className={ARROW} onClick={() => setMonth(shiftMonth(month, -1))} aria-label={CALENDAR_TEXT.previousMonth}>
              <span aria-hidden="true">‹</span>
            </button>
            <h2 aria-live="polite" className="min-w-44 text-center font-display text-3xl text-ink first-letter:uppercase sm:min-w-56">
              {monthTitle(month)}
            </h2>
            <button type="button" className={ARROW} onClick={() => setMonth(shiftMonth(month, 1))} aria-label={CALENDAR_TEXT.nextMonth}>
              <span aria-hidden="true">›</span>
            </button>
          </nav>
        )}
        <div className="flex flex-wrap items-end gap-4">
          <Segmented label={CALENDAR_TEXT.view} value={view} options={VIEWS} optionLabel={(v) => CALENDAR_TEXT.views[v]} onChange={setView} />
          {view === 'list' && <Segmented label={CALENDAR_TEXT.listSpan} value={span} options={LIST_SPANS} optionLabel={(v) => CALENDAR_TEXT.listSpans[v]} onChange={setSpan} />}
          <Button onClick={() => $eventDraft.set({})}>{CALENDAR_TEXT.addEvent}</Button>
        </div>
      </div>
      {!agenda && events.length === 0 && <p className="border border-dashed border-line px-6 py-6 text-center font-display text-2xl text-muted">{CALENDAR_TEXT.empty}</p>}
      {view === 'month' && (
        <>
          <MonthView month={month} events={events} />
          <MilestoneLegend />
        </>
      )}
      {agenda && <AgendaView events={state.data ?? []} today={today} />}
      {view === 'list' && span === 'month' && events.length > 0 && <ListView events={events} />}
    </div>
  );
}
