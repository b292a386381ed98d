-- CreateTable
CREATE TABLE "payment_refunds" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "year_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "number_text" TEXT NOT NULL,
    "receipt_id" TEXT NOT NULL,
    "gateway_payment_id" TEXT NOT NULL,
    "gateway_refund_id" TEXT,
    "amount_paise" BIGINT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "created_by_id" TEXT NOT NULL,
    "created_by_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL,
    "processed_at" DATETIME
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_academic_years" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "start_date" TEXT NOT NULL,
    "end_date" TEXT NOT NULL,
    "is_current" BOOLEAN NOT NULL DEFAULT false,
    "next_receipt_number" INTEGER NOT NULL DEFAULT 1,
    "next_refund_number" INTEGER NOT NULL DEFAULT 1,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_academic_years" ("created_at", "end_date", "id", "is_current", "name", "next_receipt_number", "start_date") SELECT "created_at", "end_date", "id", "is_current", "name", "next_receipt_number", "start_date" FROM "academic_years";
DROP TABLE "academic_years";
ALTER TABLE "new_academic_years" RENAME TO "academic_years";
CREATE UNIQUE INDEX "academic_years_name_key" ON "academic_years"("name");
CREATE UNIQUE INDEX "academic_years_one_current" ON "academic_years"("is_current") WHERE "is_current" = true;
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_number_text_key" ON "payment_refunds"("number_text");

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_gateway_refund_id_key" ON "payment_refunds"("gateway_refund_id");

-- CreateIndex
CREATE INDEX "payment_refunds_receipt_id_idx" ON "payment_refunds"("receipt_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_year_id_number_key" ON "payment_refunds"("year_id", "number");

