-- products.in_stock is dropped: kept by the SKU triggers, it made a checkout that sold a product's last unit write and
-- lock the product row inside place_order, where two orders could then wait on each other. Lists read stock from the
-- SKUs again (an index lookup per product of the page, and only when "in stock only" is asked for the whole list);
-- listed_price follows price and on-sale changes, which only staff make.
CREATE OR REPLACE FUNCTION refresh_product_listing(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET listed_price = x.price
  FROM (
    SELECT id, (SELECT min(s.price) FROM product_skus s WHERE s.product_id = ids.id AND s.on_sale) AS price
    FROM unnest(product_ids) AS ids(id)
  ) x
  WHERE p.id = x.id AND p.listed_price IS DISTINCT FROM x.price;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_skus_refresh_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT product_id FROM new_rows ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT product_id FROM old_rows ORDER BY 1));
  ELSE
    -- Stock moves (every checkout) change nothing here: no product row is read or written for them.
    PERFORM refresh_product_listing(ARRAY(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.product_id, n.price, n.on_sale) IS DISTINCT FROM (o.product_id, o.price, o.on_sale)
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id
      ORDER BY 1));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "in_stock";
