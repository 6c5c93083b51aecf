import { and, eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { businesses, media, mediaFiles, staff } from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';
import { notFound } from './partner-refusal.ts';

/** Whose picture: the business's logo or app icon, or a staff member's photo. */
export type ImageSlot = { kind: 'logo' } | { kind: 'app-icon' } | { kind: 'staff-photo'; staffId: string };

/** An uploaded picture's stored variants (ADR 051), already re-encoded by the server. */
export interface NewUploadedImage {
  width: number;
  height: number;
  alt: string;
  files: Array<{ variant: string; contentType: string; image: Buffer }>;
}

export interface SlotImage {
  id: string;
  width: number;
  height: number;
  alt: string;
}

const ACTIONS: Record<ImageSlot['kind'], string> = {
  logo: 'business.logo',
  'app-icon': 'business.app-icon',
  'staff-photo': 'staff.photo',
};

/** The slot's row, locked for the change, and the picture it points at now. */
async function lockSlot(tx: DbTransaction, businessId: string, slot: ImageSlot) {
  if (slot.kind === 'staff-photo') {
    const [row] = await tx
      .select({ current: staff.photoMediaId })
      .from(staff)
      .where(and(eq(staff.id, slot.staffId), eq(staff.businessId, businessId)))
      .for('update');
    if (!row) throw notFound();
    return { current: row.current, subjectKind: 'staff' as const, subjectId: slot.staffId };
  }
  const [row] = await tx
    .select({ logo: businesses.logoMediaId, icon: businesses.appIconMediaId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!row) throw notFound();
  const current = slot.kind === 'logo' ? row.logo : row.icon;
  return { current, subjectKind: 'business' as const, subjectId: businessId };
}

async function pointSlot(tx: DbTransaction, businessId: string, slot: ImageSlot, mediaId: string | null) {
  if (slot.kind === 'staff-photo')
    await tx
      .update(staff)
      .set({ photoMediaId: mediaId })
      .where(and(eq(staff.id, slot.staffId), eq(staff.businessId, businessId)));
  else
    await tx
      .update(businesses)
      .set(slot.kind === 'logo' ? { logoMediaId: mediaId } : { appIconMediaId: mediaId })
      .where(eq(businesses.id, businessId));
}

/**
 * The business's uploaded pictures (ADR 051). A replacement is a new media row (its URLs are new, so what
 * browsers kept for a year is never shown again); the slot's row is locked, so concurrent uploads to one
 * slot leave exactly one picture, and the one it replaced (this business's own media row) goes with its
 * files. Every change is audited in its transaction; a failure leaves nothing of it.
 */
export function createPartnerImages(db: Db) {
  async function replace(
    businessId: string,
    actorUserId: string,
    slot: ImageSlot,
    next: (tx: DbTransaction) => Promise<string | null>,
  ): Promise<string | null> {
    return db.transaction(async (tx) => {
      const { current, subjectKind, subjectId } = await lockSlot(tx, businessId, slot);
      const mediaId = await next(tx);
      if (current === mediaId) return mediaId;
      await pointSlot(tx, businessId, slot, mediaId);
      if (current) await tx.delete(media).where(and(eq(media.id, current), eq(media.businessId, businessId)));
      await appendAudit(tx, {
        businessId,
        actorUserId,
        action: `${ACTIONS[slot.kind]}.${mediaId ? 'set' : 'remove'}`,
        subjectKind,
        subjectId,
        before: { mediaId: current },
        after: { mediaId },
      });
      return mediaId;
    });
  }

  return {
    /** Stores the picture and points the slot at it; another business's staff member is not found. */
    async set(
      businessId: string,
      actorUserId: string,
      slot: ImageSlot,
      image: NewUploadedImage,
    ): Promise<SlotImage> {
      let stored: SlotImage | undefined;
      await replace(businessId, actorUserId, slot, async (tx) => {
        const [row] = await tx
          .insert(media)
          .values({
            kind: slot.kind === 'staff-photo' ? 'photo' : 'logo',
            businessId,
            width: image.width,
            height: image.height,
            alt: image.alt,
          })
          .returning({ id: media.id, width: media.width, height: media.height, alt: media.alt });
        if (!row) throw new Error('media not inserted');
        await tx.insert(mediaFiles).values(
          image.files.map((file) => ({
            mediaId: row.id,
            variant: file.variant,
            contentType: file.contentType,
            image: file.image,
            size: file.image.length,
          })),
        );
        stored = row;
        return row.id;
      });
      if (!stored) throw new Error('media not stored');
      return stored;
    },

    /** Empties the slot (nothing to remove is not an error: the slot is empty either way). */
    async remove(businessId: string, actorUserId: string, slot: ImageSlot): Promise<void> {
      await replace(businessId, actorUserId, slot, async () => null);
    },
  };
}

export type PartnerImages = ReturnType<typeof createPartnerImages>;
