-- AlterTable
ALTER TABLE "fee_allocations" ADD COLUMN     "date" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "fee_allocations_term_id_voided_at_idx" ON "fee_allocations"("term_id", "voided_at");


-- Backfill: allocations carry their receipt's school date.
UPDATE "fee_allocations" SET "date" = (SELECT "date" FROM "fee_receipts" WHERE "fee_receipts"."id" = "fee_allocations"."receipt_id");
