import { wallClockInstant } from '@kalendo/domain';
import type { Names } from '../catalog/languages.ts';
import { addDays, isoWeekday } from '../local-date.ts';
import { toMinutes } from '../wall-clock.ts';
import { derivedId, pushForm, REFORMER_SAFETY } from './build-forms.ts';
import { freeTeacher } from './free-teacher.ts';
import type { LocationPlan, SeedContext } from './seed-context.ts';

/** The studio whose first place runs the reformer class. */
export const REFORMER_STUDIO = 'camden-strength-club';

const NAME: Names = {
  bg: 'Реформър пилатес',
  en: 'Reformer Pilates',
  de: 'Reformer-Pilates',
  es: 'Pilates reformer',
  it: 'Pilates reformer',
  fr: 'Pilates reformer',
  tr: 'Reformer pilates',
  ro: 'Pilates la reformer',
  el: 'Pilates reformer',
  mk: 'Пилатес на реформер',
  ru: 'Пилатес на реформере',
};

const DESCRIPTION: Names = {
  bg: 'Пилатес на машина реформър в малка група. Преди първото записване попълвате кратка здравна декларация.',
  en: 'Pilates on the reformer machine in a small group. A short health check and consent comes before booking.',
  de: 'Pilates am Reformer in kleiner Gruppe. Vor der Buchung füllst du einen kurzen Gesundheitscheck aus.',
  es: 'Pilates en máquina reformer en grupo reducido. Antes de reservar, rellenas un breve cuestionario de salud.',
  it: 'Pilates sul reformer in piccoli gruppi. Prima di prenotare compili un breve questionario di salute.',
  fr: 'Pilates sur reformer en petit groupe. Un court questionnaire de santé est à remplir avant de réserver.',
  tr: 'Küçük grupla reformer aletinde pilates. Rezervasyondan önce kısa bir sağlık beyanı doldurursunuz.',
  ro: 'Pilates la aparatul reformer, în grup mic. Înainte de rezervare completezi o scurtă declarație de sănătate.',
  el: 'Pilates στο μηχάνημα reformer σε μικρή ομάδα. Πριν από την κράτηση συμπληρώνετε μια σύντομη δήλωση υγείας.',
  mk: 'Пилатес на реформер во мала група. Пред резервацијата пополнувате кратка здравствена изјава.',
  ru: 'Пилатес на реформере в малой группе. Перед записью нужно заполнить короткую анкету здоровья.',
};

const DURATION_MINUTES = 50;
const CAPACITY = 8;
/** Evening slots, latest first: its sessions never lead a timetable of the whole marketplace. */
const EVENING_TIMES = ['19:30', '18:30', '17:30'];

/**
 * The demo's one class asking a form before booking (issue 19): at the first place of `REFORMER_STUDIO`,
 * on two evenings a week from the day after tomorrow, in slots its other classes leave free. Every id is
 * derived and nothing is drawn, so the seed's random stream (and every other class) stays as it was.
 */
export function buildReformerClass(
  ctx: SeedContext,
  location: LocationPlan,
  input: { taken: Set<string>; priceMinor: number; timetableDays: number },
): void {
  const formId = derivedId(`${location.businessId}/reformer-form`);
  // The studio's first place only: the places are built in order, and the form once.
  if (location.business.slug !== REFORMER_STUDIO || ctx.data.forms.some((form) => form.id === formId)) return;
  pushForm(ctx, {
    id: formId,
    businessId: location.businessId,
    plan: REFORMER_SAFETY,
    language: location.language,
  });
  const classId = derivedId(`${location.id}/reformer-class`);
  ctx.data.classes.push({
    id: classId,
    businessId: location.businessId,
    locationId: location.id,
    name: NAME[location.language],
    description: DESCRIPTION[location.language],
    durationMinutes: DURATION_MINUTES,
    priceMinor: input.priceMinor,
    currency: location.currency,
    defaultCapacity: CAPACITY,
    level: 'all',
    whatToBring: location.pack.whatToBring.fitness,
    requiredFormId: formId,
  });
  const slots = eveningSlots(location, input.taken);
  for (let day = 2; day <= input.timetableDays; day++) {
    const date = addDays(location.today, day);
    const slot = slots.find((free) => free.weekday === isoWeekday(date));
    if (!slot || location.exceptionDates.has(date)) continue;
    const startsAt = wallClockInstant(date, slot.time, location.timeZone);
    if (startsAt === null) continue;
    const endsAt = new Date(startsAt.getTime() + DURATION_MINUTES * 60_000);
    ctx.data.classSessions.push({
      id: derivedId(`${classId}/${date}`),
      classId,
      locationId: location.id,
      instructorStaffId: freeTeacher(location, slot.instructorId, startsAt, endsAt),
      startsAt,
      endsAt,
      capacity: CAPACITY,
      bookedCount: 0,
      waitlistCapacity: 0,
    });
  }
}

/** The first two weekdays with a free evening slot and an instructor whose shift covers it (the first listed). */
function eveningSlots(location: LocationPlan, taken: Set<string>) {
  const slots: Array<{ weekday: number; time: string; instructorId: string }> = [];
  for (const [weekday, [opens, closes]] of location.hours) {
    const time = EVENING_TIMES.find((candidate) => {
      const start = toMinutes(candidate);
      return (
        start >= toMinutes(opens) &&
        start + DURATION_MINUTES <= toMinutes(closes) &&
        !taken.has(`${weekday} ${candidate}`) &&
        instructorAt(location, weekday, start) !== undefined
      );
    });
    if (time === undefined) continue;
    const instructor = instructorAt(location, weekday, toMinutes(time));
    if (instructor) slots.push({ weekday, time, instructorId: instructor.id });
    if (slots.length === 2) break;
  }
  return slots;
}

const instructorAt = (location: LocationPlan, weekday: number, start: number) =>
  location.staff.find((member) => {
    const day = member.days.get(weekday);
    return day && toMinutes(day.start) <= start && start + DURATION_MINUTES <= toMinutes(day.end);
  });
