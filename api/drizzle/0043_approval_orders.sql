-- place_order as in 0041, with two keys an approved approval request passes (docs/lab-groups.md "Approvals"):
-- `address` (the request's address snapshot, used instead of looking up `addressId`) and `overspend` (true: the
-- approver accepted an order past the budget's remaining amount). A call without them (the previous release's) does
-- exactly what it did, so replicas of both releases can run side by side.
CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  buyer integer := (p->>'userId')::integer;
  placed_at timestamptz := (p->>'at')::timestamptz;
  delivery jsonb;
  placed orders%ROWTYPE;
  line record;
  short integer[] := '{}';
  cart_line_ids integer[] := ARRAY(SELECT jsonb_array_elements_text(p->'cartLineIds')::integer);
  removed integer;
  for_group integer := (p->>'labGroupId')::integer;
  budget integer := (p->>'budgetId')::integer;
  pay bigint := (p->>'payAmount')::bigint;
  remaining bigint;
  -- An approval request turned into an order (modules/lab-group-approvals/approve.ts): the approver accepted an
  -- overspend, so the remaining amount is not checked (the budget must still be the group's and active).
  overspend boolean := coalesce((p->>'overspend')::boolean, false);
BEGIN
  -- A group order reserves its amount on the budget first, with one conditional update (never read-then-write):
  -- of parallel orders on one budget, each waits for the one before and only those that still fit pass. Taken
  -- before any stock, as cancel, payment and refund take it (moveOrder) before the stock: no two wait on each other.
  IF budget IS NOT NULL AND pay > 0 THEN
    UPDATE lab_budgets SET reserved = reserved + pay, updated_at = placed_at
      WHERE id = budget AND group_id = for_group AND active AND (overspend OR amount - reserved - consumed >= pay);
    IF NOT FOUND THEN
      SELECT b.amount - b.reserved - b.consumed INTO remaining FROM lab_budgets b WHERE b.id = budget;
      RAISE EXCEPTION 'budget' USING ERRCODE = 'LM000', DETAIL = coalesce(remaining, 0)::text;
    END IF;
  END IF;

  -- An approved request brings the address as the approver saw it (its snapshot), not an id to look up again.
  IF p ? 'address' AND jsonb_typeof(p->'address') = 'object' THEN
    delivery := p->'address';
  ELSE
    SELECT jsonb_build_object(
        'receiver', a.receiver, 'mobile', a.mobile, 'provinceCode', a.province_code, 'cityCode', a.city_code,
        'districtCode', a.district_code, 'province', a.province, 'city', a.city, 'district', a.district,
        'detail', a.detail, 'postcode', a.postcode)
      INTO delivery
      FROM user_addresses a
      WHERE a.id = (p->>'addressId')::integer
        AND ((a.user_id = buyer AND a.lab_group_id IS NULL) OR a.lab_group_id = for_group);
  END IF;
  IF delivery IS NULL THEN
    RAISE EXCEPTION 'address' USING ERRCODE = 'LM000';
  END IF;

  INSERT INTO orders (order_no, user_id, goods_amount, reduction_amount, coupon_amount, shipping_amount, pay_amount,
      address, invoice, note, full_reduction_rule_id, user_coupon_id, pay_deadline, lab_group_id, budget_id)
    VALUES ((p->>'orderNoPrefix') || nextval('order_no_seq')::text, buyer,
      (p->>'goodsAmount')::integer, (p->>'reductionAmount')::integer, (p->>'couponAmount')::integer,
      (p->>'shippingAmount')::integer, (p->>'payAmount')::integer, delivery, NULLIF(p->'invoice', 'null'::jsonb),
      p->>'note', (p->>'fullReductionRuleId')::integer, (p->>'userCouponId')::integer, (p->>'payDeadline')::timestamptz, for_group, budget)
    RETURNING * INTO placed;

  IF budget IS NOT NULL AND pay > 0 THEN
    INSERT INTO lab_budget_ledger (budget_id, kind, amount, source, source_id, user_id, created_at)
      VALUES (budget, 'reserve', pay, 'order', placed.id, buyer, placed_at);
  END IF;

  -- Claimed before any stock is taken: a racing request with the same key waits here on the primary key
  -- until this call's transaction ends, then inserts nothing and gives up; the caller answers it from this row.
  INSERT INTO order_requests (user_id, key, request_hash, order_id)
    VALUES (buyer, p->>'key', p->>'hash', placed.id)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'key_taken' USING ERRCODE = 'LM000';
  END IF;

  INSERT INTO order_items (order_id, product_id, sku_id, sku_code, name, spec, unit_price, list_price, quantity)
    SELECT placed.id, l.product_id, l.sku_id, l.sku_code, l.name, l.spec, l.unit_price, l.list_price, l.quantity
    FROM jsonb_to_recordset(p->'lines') AS l(product_id integer, sku_id integer, sku_code text, name jsonb, spec jsonb,
      unit_price integer, list_price integer, quantity integer);

  INSERT INTO order_events (order_id, from_status, to_status, actor, created_at)
    VALUES (placed.id, NULL, 'unpaid', 'buyer', placed_at);

  -- One conditional update per SKU (never read-then-write), in SKU id order so that two orders of the
  -- same SKUs never deadlock.
  FOR line IN
    SELECT l.sku_id, l.quantity FROM jsonb_to_recordset(p->'lines') AS l(sku_id integer, quantity integer) ORDER BY l.sku_id
  LOOP
    UPDATE product_skus SET stock = stock - line.quantity WHERE id = line.sku_id AND stock >= line.quantity;
    IF NOT FOUND THEN
      short := short || line.sku_id;
    END IF;
  END LOOP;
  IF cardinality(short) > 0 THEN
    RAISE EXCEPTION 'stock' USING ERRCODE = 'LM000', DETAIL = array_to_json(short)::text;
  END IF;

  -- Conditional too: of two parallel orders with one coupon exactly one finds it unused.
  IF p->>'userCouponId' IS NOT NULL THEN
    UPDATE user_coupons SET order_id = placed.id, used_at = placed_at
      WHERE id = (p->>'userCouponId')::integer AND user_id = buyer AND order_id IS NULL
        AND valid_from <= placed_at AND valid_to > placed_at;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'coupon' USING ERRCODE = 'LM000';
    END IF;
  END IF;

  IF cardinality(cart_line_ids) > 0 THEN
    DELETE FROM cart_items WHERE user_id = buyer AND id = ANY (cart_line_ids);
    GET DIAGNOSTICS removed = ROW_COUNT;
    IF removed <> cardinality(cart_line_ids) THEN
      RAISE EXCEPTION 'cart_lines' USING ERRCODE = 'LM000';
    END IF;
  END IF;

  RETURN jsonb_build_object('id', placed.id, 'orderNo', placed.order_no, 'status', placed.status,
    'payAmount', placed.pay_amount, 'payDeadline', placed.pay_deadline);
END;
$$;
--> statement-breakpoint
-- A request's Idempotency-Key (like order_requests for orders): the same key and body give the same request.
ALTER TABLE "approval_requests" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "request_hash" char(64);--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_requester_key_unique" ON "approval_requests" USING btree ("requester_id","idempotency_key");
