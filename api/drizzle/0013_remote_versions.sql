CREATE TABLE "remote_deployments" (
	"remote" varchar(64) PRIMARY KEY NOT NULL,
	"live_version" varchar(64) NOT NULL,
	"canary_version" varchar(64),
	"canary_percent" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_version_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_version_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(16) NOT NULL,
	"remote" varchar(64) NOT NULL,
	"from_version" varchar(64),
	"to_version" varchar(64) NOT NULL,
	"percent" smallint,
	"rolled_back" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_version_history_remote_idx" ON "remote_version_history" USING btree ("remote","id");