ALTER TABLE "orders" ADD COLUMN "carrier" varchar(16);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_order_no_prefix_idx" ON "orders" USING btree ("order_no" varchar_pattern_ops);