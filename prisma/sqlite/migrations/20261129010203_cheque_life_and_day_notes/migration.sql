-- AlterTable
ALTER TABLE "fee_day_closes" ADD COLUMN "cash_notes" TEXT;

-- AlterTable
ALTER TABLE "fee_receipts" ADD COLUMN "balance_after" TEXT;
ALTER TABLE "fee_receipts" ADD COLUMN "bank" TEXT;
ALTER TABLE "fee_receipts" ADD COLUMN "bounce_reason" TEXT;
ALTER TABLE "fee_receipts" ADD COLUMN "cheque_settled_by_name" TEXT;
ALTER TABLE "fee_receipts" ADD COLUMN "cheque_settled_on" TEXT;
ALTER TABLE "fee_receipts" ADD COLUMN "cheque_status" TEXT;
ALTER TABLE "fee_receipts" ADD COLUMN "instrument_date" TEXT;

-- CreateTable
CREATE TABLE "fee_bounce_rules" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'default',
    "head_id" TEXT NOT NULL,
    "amount_paise" BIGINT NOT NULL,
    "updated_at" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "fee_receipts_cheque_status_date_idx" ON "fee_receipts"("cheque_status", "date");

-- CreateIndex
CREATE INDEX "fee_receipts_cheque_settled_on_idx" ON "fee_receipts"("cheque_settled_on");


-- Cheques and drafts taken before their life was tracked wait for an administrator to mark them cleared or bounced.
UPDATE "fee_receipts" SET "cheque_status" = 'received' WHERE "mode" IN ('cheque', 'dd') AND "voided_at" IS NULL;
