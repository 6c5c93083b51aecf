-- Issue 22, ADR 049: a business's team. An owner or manager invites someone by e-mail with a role; the link carries
-- a random single-use token of which only the sha-256 is kept. One pending invitation per business and address
-- (a partial unique index: 20 invitations of one address at once leave one row).
CREATE TABLE "business_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"staff_id" uuid,
	"token_hash" text NOT NULL,
	"locale" text NOT NULL,
	"invited_by" text,
	"sends" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_invitations_token_hash" UNIQUE("token_hash"),
	CONSTRAINT "business_invitations_role" CHECK ("business_invitations"."role" in ('owner', 'manager', 'staff')),
	CONSTRAINT "business_invitations_email" CHECK ("business_invitations"."email" = lower("business_invitations"."email") and length("business_invitations"."email") <= 254),
	CONSTRAINT "business_invitations_staff_role" CHECK ("business_invitations"."staff_id" is null or "business_invitations"."role" = 'staff'),
	CONSTRAINT "business_invitations_sends" CHECK ("business_invitations"."sends" between 1 and 5),
	CONSTRAINT "business_invitations_one_end" CHECK ("business_invitations"."accepted_at" is null or "business_invitations"."revoked_at" is null)
);--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_invitations_one_pending" ON "business_invitations" USING btree ("business_id","email") WHERE "accepted_at" is null and "revoked_at" is null;--> statement-breakpoint
-- A staff row is at most one member's: two accounts never share one column of the calendar.
CREATE UNIQUE INDEX "business_members_staff_once" ON "business_members" USING btree ("staff_id") WHERE "staff_id" is not null;--> statement-breakpoint
-- Only a staff-role member is a staff row (the calendar and clients narrow staff to it: ADR 042, 043).
UPDATE "business_members" SET "staff_id" = NULL WHERE "role" <> 'staff' AND "staff_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_staff_role" CHECK ("business_members"."staff_id" is null or "business_members"."role" = 'staff');--> statement-breakpoint
-- A business always keeps an owner. A demotion or removal of an owner locks the business row first, so two of them
-- at once are decided one after the other, and the second sees the first: the last owner cannot go. A member
-- whose account is being deleted (the users row is gone) or a business being deleted is not held back.
CREATE OR REPLACE FUNCTION business_members_keep_an_owner() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF OLD.role <> 'owner' OR (TG_OP = 'UPDATE' AND NEW.role = 'owner') THEN
      RETURN NULL;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
      RETURN NULL;
    END IF;
    PERFORM 1 FROM businesses WHERE id = OLD.business_id FOR UPDATE;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM business_members WHERE business_id = OLD.business_id AND role = 'owner') THEN
      RAISE EXCEPTION 'a business keeps at least one owner' USING ERRCODE = 'KL001';
    END IF;
    RETURN NULL;
  END;
  $$;--> statement-breakpoint
CREATE TRIGGER business_members_keep_an_owner AFTER UPDATE OR DELETE ON business_members
  FOR EACH ROW EXECUTE FUNCTION business_members_keep_an_owner();
