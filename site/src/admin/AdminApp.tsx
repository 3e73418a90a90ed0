import { TOASTS } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Toaster } from '../ui/Toaster.tsx';
import { showToast } from '../ui/toast-store.ts';
import { AccessGate } from './AccessGate.tsx';
import { AdminHeader } from './AdminHeader.tsx';
import { takeCarriedToast } from './flash-toast.ts';
import { ADMIN_LANG } from './lang.ts';
import { NotFound } from './pages/NotFound.tsx';
import { $router, ADMIN_ONLY } from './router.ts';
import { SCREENS } from './screens.tsx';
import { loadSession } from './session.ts';
import { T } from './text.ts';

/** The whole back office: one client-only React root for every /admin/* path, below the site's header. */
export function AdminApp() {
  const page = useStore($router);
  const Screen = page ? SCREENS[page.route] : NotFound;

  useEffect(() => {
    document.documentElement.lang = ADMIN_LANG;
    void loadSession();
    const carried = takeCarriedToast();
    if (carried) showToast(TOASTS[ADMIN_LANG][carried]);
  }, []);

  useEffect(() => {
    document.title = `${page ? T.sections[page.route] : T.notFound.title} · ${T.backOffice} · Atelier`;
  }, [page]);

  return (
    <>
      <AdminHeader />
      {/* The layout already gives the page its <main>. */}
      <div className="mx-auto max-w-6xl px-5 pt-10 pb-24 sm:px-8 sm:pt-14">
        {page ? (
          <AccessGate key={page.route} adminOnly={ADMIN_ONLY.has(page.route)}>
            <Screen />
          </AccessGate>
        ) : (
          <Screen />
        )}
      </div>
      <Toaster lang={ADMIN_LANG} />
    </>
  );
}
