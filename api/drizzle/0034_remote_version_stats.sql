CREATE TABLE "remote_version_stats" (
	"remote" varchar(64) NOT NULL,
	"version" varchar(64) NOT NULL,
	"page_loads" bigint DEFAULT 0 NOT NULL,
	"errors" bigint DEFAULT 0 NOT NULL,
	"ssr_failures" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_version_stats_remote_version_pk" PRIMARY KEY("remote","version")
);
