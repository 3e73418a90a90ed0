import { useStore } from '@nanostores/react';
import { Tabs } from 'radix-ui';
import { RequestsPanel } from '../requests/RequestsPanel.tsx';
import { UnreadMark } from '../requests/UnreadMark.tsx';
import { requestsQuery } from '../requests/requests-query.ts';
import { T } from '../text.ts';
import { DASHBOARD_TEXT } from './text.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CalendarPanel } from '../calendar/CalendarPanel.tsx';
import { eventsQuery } from '../calendar/events-query.ts';
import { DashboardDialogs } from './DashboardDialogs.tsx';
import { DashboardTiles } from './DashboardTiles.tsx';
import { LogoutButton } from './LogoutButton.tsx';

const TAB =
  'relative -mb-px border-b-2 border-transparent px-1 pb-3 text-xs font-medium uppercase tracking-[0.2em] text-muted transition-colors hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink';

/**
 * /admin (docs/product.md#dashboard): title, logout, three tiles, then requests and calendar tabs.
 * On a phone the tiles come after the tabs, so the requests start within the first screen.
 */
export function DashboardPage() {
  const requests = useStore(requestsQuery.$state);
  const events = useStore(eventsQuery.$state);
  return (
    <>
      <PageHeading eyebrow={DASHBOARD_TEXT.eyebrow} title={DASHBOARD_TEXT.title} intro={DASHBOARD_TEXT.intro} actions={<LogoutButton />} />
      <div className="flex flex-col">
        <div className="order-last sm:order-none">
          <DashboardTiles />
        </div>
        {/* Requests and events load first: one spinner until both have answered. */}
        {requests.status === 'loading' || events.status === 'loading' ? (
          <Spinner label={T.loading} />
        ) : (
          <Tabs.Root defaultValue="requests" className="mt-10 sm:mt-14">
            <Tabs.List aria-label={DASHBOARD_TEXT.tabsLabel} className="flex gap-8 border-b border-line">
              <Tabs.Trigger value="requests" className={TAB}>
                {DASHBOARD_TEXT.requestsTab}
                <UnreadMark count={(requests.data ?? []).reduce((total, item) => total + item.unreadMessages, 0)} label={T.unreadMessages} className="ml-2" />
              </Tabs.Trigger>
              <Tabs.Trigger value="calendar" className={TAB}>
                {DASHBOARD_TEXT.calendarTab}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="requests" className="pt-8">
              <RequestsPanel />
            </Tabs.Content>
            <Tabs.Content value="calendar" className="pt-8">
              <CalendarPanel />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </div>
      <DashboardDialogs />
    </>
  );
}
