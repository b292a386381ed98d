-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_payment_refunds" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "year_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "number_text" TEXT NOT NULL,
    "receipt_id" TEXT,
    "order_id" TEXT,
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
INSERT INTO "new_payment_refunds" ("amount_paise", "created_at", "created_by_id", "created_by_name", "gateway_payment_id", "gateway_refund_id", "id", "number", "number_text", "processed_at", "reason", "receipt_id", "status", "year_id") SELECT "amount_paise", "created_at", "created_by_id", "created_by_name", "gateway_payment_id", "gateway_refund_id", "id", "number", "number_text", "processed_at", "reason", "receipt_id", "status", "year_id" FROM "payment_refunds";
DROP TABLE "payment_refunds";
ALTER TABLE "new_payment_refunds" RENAME TO "payment_refunds";
CREATE UNIQUE INDEX "payment_refunds_number_text_key" ON "payment_refunds"("number_text");
CREATE UNIQUE INDEX "payment_refunds_gateway_refund_id_key" ON "payment_refunds"("gateway_refund_id");
CREATE INDEX "payment_refunds_receipt_id_idx" ON "payment_refunds"("receipt_id");
CREATE INDEX "payment_refunds_order_id_idx" ON "payment_refunds"("order_id");
CREATE UNIQUE INDEX "payment_refunds_year_id_number_key" ON "payment_refunds"("year_id", "number");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

