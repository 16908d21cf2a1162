-- Sandbox payments (payment_gateway = 'sandbox') are test payments: they credit games but
-- no money is taken, so they never count in a player's paid totals. Before this release
-- settling one added it to profiles.total_amount_paid / total_payments_count; recount those
-- totals from the real payments (Paid, above 0, any other gateway) for every profile that
-- has a paid sandbox payment. Idempotent: a second run recounts the same figures.
UPDATE "profiles" AS p
SET
  "total_amount_paid" = coalesce(
    (SELECT sum(pay."amount") FROM "payments" AS pay
      WHERE pay."user_id" = p."id" AND pay."status" = 'Paid' AND pay."payment_gateway" <> 'sandbox' AND pay."amount" > 0),
    0),
  "total_payments_count" = (
    SELECT count(*) FROM "payments" AS pay
      WHERE pay."user_id" = p."id" AND pay."status" = 'Paid' AND pay."payment_gateway" <> 'sandbox' AND pay."amount" > 0),
  "updated_at" = now()
WHERE EXISTS (
  SELECT 1 FROM "payments" AS pay
    WHERE pay."user_id" = p."id" AND pay."status" = 'Paid' AND pay."payment_gateway" = 'sandbox'
);
