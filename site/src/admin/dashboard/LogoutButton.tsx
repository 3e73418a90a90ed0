import { useState } from 'react';
import { localePath } from '../../i18n/locale.ts';
import { carryToast } from '../flash-toast.ts';
import { ADMIN_LANG } from '../lang.ts';
import { logout } from '../session.ts';
import { DASHBOARD_TEXT } from './text.ts';
import { Button } from '../ui/Button.tsx';

/** Signs out and opens the sign-in page. On the dashboard a failure is only logged (docs/product.md#messages). */
export function LogoutButton() {
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      await logout();
      carryToast('logoutSucceeded');
      location.assign(localePath(ADMIN_LANG, '/auth'));
    } catch (error) {
      console.error('Logout failed:', error);
      setPending(false);
    }
  }

  return (
    <Button variant="outline" onClick={handleClick} disabled={pending} aria-busy={pending}>
      {pending ? DASHBOARD_TEXT.loggingOut : DASHBOARD_TEXT.logout}
    </Button>
  );
}
