CREATE INDEX "product_skus_on_sale_price_idx" ON "product_skus" USING btree ("product_id","price") WHERE "product_skus"."on_sale";--> statement-breakpoint
CREATE INDEX "product_skus_code_lower_idx" ON "product_skus" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "products_category_sales_idx" ON "products" USING btree ("category_id","sales" DESC NULLS FIRST,"id","brand_id") WHERE "products"."status" = 'on_sale';--> statement-breakpoint
CREATE INDEX "products_formula_lower_idx" ON "products" USING btree (lower("formula"));