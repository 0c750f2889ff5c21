CREATE TABLE "remote_publish_keys" (
	"remote" varchar(64) PRIMARY KEY NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_by" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" varchar(64) NOT NULL,
	"version" varchar(64) NOT NULL,
	"archive" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" integer NOT NULL,
	"gates" jsonb NOT NULL,
	"published_by" varchar(128) NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_version_history" ADD COLUMN "actor" varchar(128);--> statement-breakpoint
ALTER TABLE "remote_version_history" ADD COLUMN "reason" varchar(500);--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_version_idx" ON "remote_releases" USING btree ("remote","version");