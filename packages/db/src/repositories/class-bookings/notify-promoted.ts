import { classSpotGivenNotification } from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { classes, classSessions, locations, outboxEmails, users } from '../../schema/index.ts';
import { enqueueNotification } from '../notifications.ts';
import type { OutgoingEmail } from '../outbox.ts';
import type { ClassBookingRow } from './class-booking-record.ts';

/** What the promoted member is emailed, composed in their language by the caller (it knows our origin). */
export type ComposeSpotGivenEmail = (
  member: { email: string; name: string; locale: string | null },
  session: {
    name: string;
    startsAt: Date;
    endsAt: Date;
    place: { name: string; slug: string; timeZone: string };
  },
) => OutgoingEmail;

/**
 * The first in line got the spot: told in the same transaction, in their own language, in the app and
 * (when a composer is given) by email through the outbox.
 */
export async function notifyPromoted(
  tx: DbTransaction,
  promoted: ClassBookingRow,
  composeEmail?: ComposeSpotGivenEmail,
) {
  const [about] = await tx
    .select({
      name: classes.name,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      placeName: locations.name,
      slug: locations.slug,
      timeZone: locations.timeZone,
      locale: users.locale,
      email: users.email,
      memberName: users.name,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(locations, eq(locations.id, classSessions.locationId))
    .innerJoin(users, eq(users.id, promoted.userId))
    .where(eq(classSessions.id, promoted.sessionId));
  if (!about) return;
  const notification = classSpotGivenNotification(
    {
      name: about.name,
      startsAt: about.startsAt,
      place: { name: about.placeName, slug: about.slug, timeZone: about.timeZone },
    },
    about.locale,
  );
  await enqueueNotification(tx, promoted.userId, notification);
  if (composeEmail)
    await tx.insert(outboxEmails).values(
      composeEmail(
        { email: about.email, name: about.memberName, locale: about.locale },
        {
          name: about.name,
          startsAt: about.startsAt,
          endsAt: about.endsAt,
          place: { name: about.placeName, slug: about.slug, timeZone: about.timeZone },
        },
      ),
    );
}
