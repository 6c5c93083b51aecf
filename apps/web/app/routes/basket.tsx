import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  type BasketActionResult,
  changeItemTime,
  checkout,
  removeItem,
  startBeforeBookingForm,
} from '../features/basket/basket-actions.ts';
import { BasketItemCard } from '../features/basket/basket-item-card.tsx';
import { BasketItemForm } from '../features/basket/basket-item-form.tsx';
import { BasketPayWith } from '../features/basket/basket-pay-with.tsx';
import { BasketTotals } from '../features/basket/basket-totals.tsx';
import { beforeBookingForms, formOfItem } from '../features/basket/before-booking-forms.ts';
import { groupByPlace, needsBusinessName } from '../features/basket/group-by-place.ts';
import { loadBasket } from '../features/basket/load-basket.ts';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { useRootData } from '../lib/root-data.ts';
import { uniqueRenderHeaders } from '../lib/unique-render.ts';
import { useWidgetPath, widgetBusiness, widgetRedirect } from '../lib/widget-path.ts';
import { modeRules } from '../platform/app-mode.ts';
import { AlternativeTimes } from '../shared/booking/alternative-times.tsx';
import {
  membershipsPayingForBasket,
  totalsAfterCovered,
} from '../shared/memberships/memberships-paying-for.ts';
import { SpinnerButton } from '../shared/ui/spinner-button.tsx';
import type { Route } from './+types/basket';

/** Each render holds its own idempotency key. */
export const headers = uniqueRenderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, user } = context.get(requestContext);
  const basket = await loadBasket(api, user, request);
  // A service item asks its service's form, a class item its class's (ADR 026).
  const idsOf = (kind: 'service' | 'class', id: (item: (typeof basket.items)[number]) => string | null) => [
    ...new Set(basket.items.flatMap((item) => (item.kind === kind && id(item) ? [id(item) as string] : []))),
  ];
  const serviceIds = idsOf('service', (item) => item.serviceId);
  const classIds = idsOf('class', (item) => item.classId);
  // Which items ask a form before booking, and whether the user has completed it (issue 19).
  // The member's memberships: the checkout offers those that can pay for some of the items.
  const [forms, memberships] = await Promise.all([
    beforeBookingForms(api, user, serviceIds, classIds),
    user && basket.items.length > 0 ? api.listMyMemberships() : null,
  ]);
  /** One key per rendered checkout form: a double submit replays instead of booking twice. */
  return {
    basket,
    forms,
    memberships: memberships?.items ?? [],
    signedIn: user !== null,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** Remove an item, change an item's time to an alternative, or check out (signed in only). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, user } = context.get(requestContext);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  let result: BasketActionResult;
  if (field('intent') === 'checkout') {
    if (!user)
      throw redirect(
        widgetRedirect(
          request,
          `/${params.locale}/sign-in?returnTo=${encodeURIComponent(`/${params.locale}/basket`)}`,
        ),
      );
    const payment = { business: widgetBusiness(request), membershipId: field('membershipId') || undefined };
    result = await checkout(api, field('key'), payment, {
      confirmation: (bookingId) =>
        widgetRedirect(request, `/${params.locale}/basket/confirmation/${bookingId}`),
      openForm: (formId) => startBeforeBookingForm(api, request, params.locale, formId),
    });
  } else if (field('intent') === 'start-form' && user) {
    result = await startBeforeBookingForm(api, request, params.locale, field('formId'));
  } else if (field('intent') === 'change') {
    result = await changeItemTime(api, user, request, field('id'), field('start'));
  } else {
    result = await removeItem(api, user, request, field('id'));
  }
  if (!result.ok) return result;
  return data({ ok: true as const }, { headers: result.cookies.map((cookie) => ['Set-Cookie', cookie]) });
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'basket.title');

export default function Basket({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const locale = root?.locale ?? 'en';
  const navigation = useNavigation();
  const inWidget = useWidgetPath();
  const { basket, signedIn } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const checkingOut = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'checkout';
  const payers = membershipsPayingForBasket(basket.items, loaderData.memberships);
  // The first membership that can pay is chosen; paying at the venue is the other choice.
  const [chosen, choose] = useState(payers[0]?.membership.id ?? '');
  const payer = payers.find((candidate) => candidate.membership.id === chosen);
  const covered = payer?.coveredItemIds ?? [];
  if (basket.items.length === 0) {
    const discovery = modeRules(root?.mode ?? 'marketplace').showDiscovery;
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 py-8">
        <h1 className="text-3xl font-bold">{t('basket.title')}</h1>
        <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-700">{t('basket.empty')}</p>
          <Link
            to={inWidget(`/${locale}/${discovery ? 'search' : 'locations'}`) ?? ''}
            className="mt-4 inline-block rounded-full bg-brand-800 px-5 py-2 font-medium text-white hover:bg-brand-700"
          >
            {t('basket.findService')}
          </Link>
        </div>
      </div>
    );
  }
  const problemOf = (id: string) =>
    failure?.itemId === id
      ? failure.reason === 'taken'
        ? t('basket.taken')
        : failure.reason === 'refused'
          ? failure.message
          : undefined
      : undefined;
  const formOf = (item: (typeof basket.items)[number]) => {
    const form = formOfItem(loaderData.forms, item);
    return form ? (
      <BasketItemForm form={form} kind={item.kind} locale={locale} signedIn={signedIn} />
    ) : undefined;
  };
  const conflicted =
    failure?.reason === 'taken' ? basket.items.find((item) => item.id === failure.itemId) : undefined;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('basket.title')}</h1>
        <p className="mt-1 text-slate-700">{t('basket.itemCount', { count: basket.count })}</p>
      </div>
      {failure && (failure.reason === 'notAvailable' || (failure.reason === 'taken' && !conflicted)) && (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
          {t('basket.checkoutBlocked')}
        </p>
      )}
      {failure?.reason === 'refused' && failure.itemId === null && (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
          {failure.message}
        </p>
      )}
      {groupByPlace(basket.items).map((group) => (
        <section
          key={group.locationSlug}
          aria-labelledby={`place-${group.locationSlug}`}
          className="rounded-2xl border border-slate-200 px-4"
        >
          <h2 id={`place-${group.locationSlug}`} className="pt-4 text-lg font-semibold">
            <Link
              to={inWidget(`/${locale}/location/${group.locationSlug}`) ?? ''}
              className="text-brand-800 underline"
            >
              {group.locationName}
            </Link>
            {needsBusinessName(group) && (
              <span className="block text-sm font-normal text-slate-600">{group.businessName}</span>
            )}
          </h2>
          <ul className="divide-y divide-slate-200">
            {group.items.map((item) => (
              <BasketItemCard
                key={item.id}
                item={item}
                problem={problemOf(item.id)}
                covered={covered.includes(item.id)}
                form={formOf(item)}
              />
            ))}
          </ul>
          {conflicted && conflicted.locationSlug === group.locationSlug && failure?.reason === 'taken' && (
            <div className="pb-4">
              <AlternativeTimes
                alternatives={failure.alternatives}
                timeZone={conflicted.timeZone}
                fields={{ intent: 'change', id: conflicted.id }}
                labelKey="basket.changeTo"
              />
            </div>
          )}
        </section>
      ))}
      <section aria-label={t('basket.summary')} className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-4">
        {signedIn ? (
          <Form method="post" className="flex flex-col gap-4">
            {payers.length > 0 && (
              <BasketPayWith payers={payers} chosen={payer ? chosen : ''} onChoose={choose} />
            )}
            <BasketTotals totals={totalsAfterCovered(basket.items, basket.totals, covered)} />
            <input type="hidden" name="intent" value="checkout" />
            <input type="hidden" name="key" value={loaderData.idempotencyKey} />
            <SpinnerButton
              type="submit"
              loading={checkingOut}
              className="w-full rounded-full bg-brand-800 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-700"
            >
              {t('basket.checkout')}
            </SpinnerButton>
          </Form>
        ) : (
          <>
            <BasketTotals totals={basket.totals} />
            <Link
              to={inWidget(`/${locale}/sign-in?returnTo=${encodeURIComponent(`/${locale}/basket`)}`) ?? ''}
              className="block rounded-full bg-brand-800 px-5 py-3 text-center text-lg font-semibold text-white hover:bg-brand-700"
            >
              {t('basket.signInToBook')}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
