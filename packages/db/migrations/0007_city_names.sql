CREATE TABLE "cities" (
	"slug" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
