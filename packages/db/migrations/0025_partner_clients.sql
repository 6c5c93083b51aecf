-- The clients of a business and their visits (issue 22, ADR 043): a business's appointments read by business
-- and start (the clients list groups them; a client's page reads their visits newest first).
CREATE INDEX IF NOT EXISTS "appointments_business_start_idx" ON "appointments" USING btree ("business_id","starts_at");
