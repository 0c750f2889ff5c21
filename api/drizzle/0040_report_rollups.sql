CREATE TABLE "report_funnel_daily" (
	"day" date NOT NULL,
	"language" varchar(8) NOT NULL,
	"device" varchar(16) NOT NULL,
	"sessions" integer NOT NULL,
	"product_view" integer NOT NULL,
	"add_to_cart" integer NOT NULL,
	"order_placed" integer NOT NULL,
	"paid" integer NOT NULL,
	CONSTRAINT "report_funnel_daily_day_language_device_pk" PRIMARY KEY("day","language","device")
);
--> statement-breakpoint
CREATE TABLE "report_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_sales_daily" (
	"day" date NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"key" varchar(100) NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" integer NOT NULL,
	"quantity" integer NOT NULL,
	"refunds" integer NOT NULL,
	"refund_amount" bigint NOT NULL,
	CONSTRAINT "report_sales_daily_dimension_day_key_pk" PRIMARY KEY("dimension","day","key")
);
--> statement-breakpoint
CREATE TABLE "report_search_daily" (
	"day" date NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"searches" integer NOT NULL,
	"sessions" integer NOT NULL,
	"zero_results" integer NOT NULL,
	"without_product_view" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_search_daily_day_keyword_pk" PRIMARY KEY("day","keyword")
);
--> statement-breakpoint
CREATE INDEX "order_events_closed_idx" ON "order_events" USING btree ("created_at") WHERE "order_events"."to_status" = 'closed';