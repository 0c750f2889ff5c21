DROP INDEX "products_category_sales_idx";--> statement-breakpoint
DROP INDEX "products_on_sale_sales_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- products.listed_price / in_stock follow the product's SKUs: the lowest price on sale (null when none is on sale) and
-- whether one on sale has stock. Statement triggers (an import writes thousands of SKUs in one statement); the product
-- row is written only when a value changes, so a checkout taking stock above zero leaves it alone.
CREATE FUNCTION refresh_product_listing(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET listed_price = x.price, in_stock = x.in_stock
  FROM (
    SELECT id,
      (SELECT min(s.price) FROM product_skus s WHERE s.product_id = ids.id AND s.on_sale) AS price,
      EXISTS (SELECT 1 FROM product_skus s WHERE s.product_id = ids.id AND s.on_sale AND s.stock > 0) AS in_stock
    FROM unnest(product_ids) AS ids(id)
  ) x
  WHERE p.id = x.id AND (p.listed_price IS DISTINCT FROM x.price OR p.in_stock IS DISTINCT FROM x.in_stock);
$$;--> statement-breakpoint
CREATE FUNCTION product_skus_refresh_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT product_id FROM new_rows ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT product_id FROM old_rows ORDER BY 1));
  ELSE
    PERFORM refresh_product_listing(ARRAY(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.product_id, n.price, n.on_sale, n.stock > 0) IS DISTINCT FROM (o.product_id, o.price, o.on_sale, o.stock > 0)
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id
      ORDER BY 1));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_skus_listing_insert AFTER INSERT ON product_skus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_skus_refresh_listing();--> statement-breakpoint
CREATE TRIGGER product_skus_listing_update AFTER UPDATE ON product_skus REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_skus_refresh_listing();--> statement-breakpoint
CREATE TRIGGER product_skus_listing_delete AFTER DELETE ON product_skus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_skus_refresh_listing();--> statement-breakpoint
SELECT refresh_product_listing(ARRAY(SELECT id FROM products ORDER BY id));--> statement-breakpoint
CREATE INDEX "products_listed_category_idx" ON "products" USING btree ("category_id","sales" DESC NULLS FIRST,"id","brand_id","listed_price") WHERE "products"."status" = 'on_sale' AND "products"."listed_price" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listed_sales_idx" ON "products" USING btree ("sales" DESC NULLS FIRST,"id") WHERE "products"."status" = 'on_sale' AND "products"."listed_price" IS NOT NULL;