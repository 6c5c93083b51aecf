import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useRootData } from '../lib/root-data.ts';
import { useSession } from '../lib/session-context.tsx';

/**
 * Logout asks for confirmation, then goes home (SPEC §4). The sign-out request, which also
 * empties the basket, belongs to the accounts feature (`/{locale}/sign-out`); the saved login of this
 * browser is forgotten as it is sent, so no reload brings the user back.
 */
export function LogoutButton() {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  const confirm = useRef<HTMLDialogElement>(null);
  const { setRestoredUser } = useSession();
  return (
    <>
      <button
        type="button"
        onClick={() => confirm.current?.showModal()}
        className="block w-full rounded-lg px-3 py-2 text-left text-slate-800 hover:bg-slate-100"
      >
        {t('menu.logout')}
      </button>
      <dialog
        ref={confirm}
        aria-labelledby="logout-title"
        className="m-auto max-w-sm rounded-2xl p-6 backdrop:bg-slate-900/40"
      >
        <h2 id="logout-title" className="text-lg font-semibold">
          {t('menu.logoutConfirmTitle')}
        </h2>
        <p className="mt-2 text-slate-600">{t('menu.logoutConfirmBody')}</p>
        <Form
          method="post"
          action={`/${locale}/sign-out`}
          onSubmit={() => {
            setRestoredUser(null);
            // Its code (the saved login, push and offline stores) is fetched on logout, not with every page.
            void import('../platform/startup/forget-login.ts').then(({ forgetLogin }) => forgetLogin());
          }}
          className="mt-4 flex justify-end gap-2"
        >
          <button
            type="button"
            onClick={() => confirm.current?.close()}
            className="rounded-full px-4 py-2 hover:bg-slate-100"
          >
            {t('menu.cancel')}
          </button>
          <button type="submit" className="rounded-full bg-brand-700 px-4 py-2 font-medium text-white">
            {t('menu.logoutConfirm')}
          </button>
        </Form>
      </dialog>
    </>
  );
}
