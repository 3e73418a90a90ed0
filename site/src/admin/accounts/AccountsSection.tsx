import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $session } from '../session.ts';
import { T } from '../text.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { AccountList } from './AccountList.tsx';
import { accountsQuery } from './accounts-query.ts';
import { CreateAccountForm } from './CreateAccountForm.tsx';
import { ACCOUNTS_TEXT } from './text.ts';

/**
 * Settings' accounts section, an admin's only (docs/product.md#permissions, ADR 027): list,
 * create and remove. For anyone else it renders nothing and asks the server for nothing
 * (which would answer 403 anyway).
 */
export function AccountsSection() {
  const session = useStore($session);
  const user = session.status === 'ready' ? session.user : null;
  if (!user?.isAdmin) return null;
  return <Accounts currentUserId={user.id} />;
}

function Accounts({ currentUserId }: { currentUserId: string }) {
  const titleId = useId();
  const state = useStore(accountsQuery.$state);
  return (
    <section aria-labelledby={titleId} className="mt-14 border-t border-line pt-10">
      <h2 id={titleId} className="font-display text-3xl text-ink">
        {ACCOUNTS_TEXT.title}
      </h2>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted">{ACCOUNTS_TEXT.intro}</p>
      <div className="mt-8 grid gap-10">
        {state.status === 'loading' && <Spinner label={T.loading} className="py-10" />}
        {state.status === 'error' && (
          <p role="alert" className="text-danger">
            {T.loadFailed}: {state.error}
          </p>
        )}
        {state.status === 'success' && <AccountList accounts={state.data} currentUserId={currentUserId} />}
        <CreateAccountForm />
      </div>
    </section>
  );
}
