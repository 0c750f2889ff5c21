CREATE TABLE "lab_group_terms" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"credit_limit" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_group_terms_days_range" CHECK ("lab_group_terms"."days" BETWEEN 1 AND 120),
	CONSTRAINT "lab_group_terms_credit_limit_not_negative" CHECK ("lab_group_terms"."credit_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_terms" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_group_terms" ADD CONSTRAINT "lab_group_terms_group_id_lab_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lab_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_group_terms" ADD CONSTRAINT "lab_group_terms_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_unpaid_terms_idx" ON "orders" USING btree ("lab_group_id","due_at") WHERE "orders"."payment_terms" IS NOT NULL AND "orders"."paid_at" IS NULL;