/** A user's role in a business (ADR 038). */
export type PartnerRole = 'owner' | 'manager' | 'staff';

/** What an operation of the partner API needs: to read the set-up, to change it, or to own the business. */
export type PartnerAccess = 'read' | 'write' | 'own';

const RANK: Record<PartnerRole, number> = { staff: 0, manager: 1, owner: 2 };
const NEEDED: Record<PartnerAccess, number> = { read: 0, write: 1, own: 2 };

/** Owner: everything; manager: everything but deleting the business and its members; staff: read only. */
export function roleAllows(role: PartnerRole, access: PartnerAccess): boolean {
  return RANK[role] >= NEEDED[access];
}
