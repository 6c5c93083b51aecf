-- Issue 17: a business's own colour for its private app and custom domain (top bar, manifest, splash).
-- A 6-digit hex colour in lower case, or none (Kalendo's colour is used).
ALTER TABLE "businesses" ADD COLUMN "theme_color" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_theme_color_hex" CHECK ("businesses"."theme_color" ~ '^#[0-9a-f]{6}$');
