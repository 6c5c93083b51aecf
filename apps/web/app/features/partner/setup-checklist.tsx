import { type MissingForPublish, missingForPublish, setupFactsOf } from '@kalendo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageKey } from '../../lib/i18n.ts';

export interface ChecklistSetup {
  business: { id: string; description: string; categorySlug: string | null };
  places: readonly { id: string; weekly: readonly unknown[] }[];
  services: readonly { id: string }[];
  staff: readonly { serviceIds: readonly string[]; workingHours: readonly unknown[] }[];
}

interface Step {
  key: 'details' | 'place' | 'hours' | 'services' | 'staff';
  done: boolean;
  path: string;
  hint: MessageKey;
}

/** The set-up's steps, each done or to do, with where to do it (publishing needs hours, services and staff). */
export function checklistOf(setup: ChecklistSetup): { steps: Step[]; missing: MissingForPublish[] } {
  const facts = setupFactsOf(setup);
  const place = setup.places[0];
  const placePath = place ? `places/${place.id}` : 'details';
  return {
    missing: missingForPublish(facts),
    steps: [
      {
        key: 'details',
        done: setup.business.description !== '' && setup.business.categorySlug !== null,
        path: 'details',
        hint: 'partner.checklist.details',
      },
      { key: 'place', done: place !== undefined, path: placePath, hint: 'partner.checklist.place' },
      {
        key: 'hours',
        done: facts.placesWithHours > 0,
        path: `${placePath}/hours`,
        hint: 'partner.checklist.hours',
      },
      {
        key: 'services',
        done: setup.services.length > 0,
        path: 'services',
        hint: 'partner.checklist.services',
      },
      { key: 'staff', done: facts.bookableServices > 0, path: 'staff', hint: 'partner.checklist.staff' },
    ],
  };
}

/** The guided set-up: what is done and what is still to do, each step linking to its page. */
export function SetupChecklist({ setup, base }: { setup: ChecklistSetup; base: string }) {
  const { t } = useTranslation();
  const { steps } = checklistOf(setup);
  return (
    <ol className="flex flex-col gap-2">
      {steps.map((step, index) => (
        <li key={step.key}>
          <Link
            to={`${base}/${step.path}`}
            className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-700"
          >
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${step.done ? 'bg-emerald-600 text-white' : 'border-2 border-slate-300 text-slate-700'}`}
            >
              {step.done ? '✓' : index + 1}
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">
                {t(`partner.steps.${step.key}`)}
                <span
                  className={`ml-2 text-sm font-normal ${step.done ? 'text-emerald-800' : 'text-amber-800'}`}
                >
                  {step.done ? t('partner.checklist.done') : t('partner.checklist.todo')}
                </span>
              </span>
              <span className="text-sm text-slate-600">{t(step.hint)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
