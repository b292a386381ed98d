-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_fee_allocations" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "receipt_id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "charge_id" TEXT,
    "kind" TEXT NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "date" TEXT NOT NULL DEFAULT '',
    "voided_at" DATETIME,
    CONSTRAINT "fee_allocations_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "fee_receipts" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "fee_allocations_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "fee_charges" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_fee_allocations" ("amount_paise", "charge_id", "id", "kind", "receipt_id", "student_id", "term_id", "voided_at") SELECT "amount_paise", "charge_id", "id", "kind", "receipt_id", "student_id", "term_id", "voided_at" FROM "fee_allocations";
DROP TABLE "fee_allocations";
ALTER TABLE "new_fee_allocations" RENAME TO "fee_allocations";
CREATE INDEX "fee_allocations_receipt_id_idx" ON "fee_allocations"("receipt_id");
CREATE INDEX "fee_allocations_student_id_term_id_idx" ON "fee_allocations"("student_id", "term_id");
CREATE INDEX "fee_allocations_term_id_voided_at_idx" ON "fee_allocations"("term_id", "voided_at");
CREATE INDEX "fee_allocations_charge_id_idx" ON "fee_allocations"("charge_id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- Backfill: allocations carry their receipt's school date.
UPDATE "fee_allocations" SET "date" = (SELECT "date" FROM "fee_receipts" WHERE "fee_receipts"."id" = "fee_allocations"."receipt_id");
