ALTER TABLE "magic_links" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "magic_links" ADD CONSTRAINT "magic_links_language_known" CHECK ("magic_links"."language" in ('en', 'es', 'fr', 'de'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'es', 'fr', 'de'));