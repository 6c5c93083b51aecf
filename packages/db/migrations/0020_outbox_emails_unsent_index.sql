-- Issue 18's fan-out: the mailer takes the oldest unsent emails 100 at a time; without an index each round
-- read the whole outbox (a fan-out's 10,000 emails, bodies and all) to find them.
CREATE INDEX "outbox_emails_unsent_idx" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."sent_at" is null;
