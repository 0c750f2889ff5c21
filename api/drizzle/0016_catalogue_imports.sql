CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" integer,
	"file_name" varchar(255) NOT NULL,
	"rows" integer NOT NULL,
	"creates" integer NOT NULL,
	"updates" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"refused" integer NOT NULL,
	"catalogue_version" varchar(200) NOT NULL,
	"plan" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_imports_expires_idx" ON "catalogue_imports" USING btree ("expires_at");