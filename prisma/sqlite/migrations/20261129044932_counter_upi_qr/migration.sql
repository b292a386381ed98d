-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_payment_orders" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL DEFAULT 'created',
    "amount_paise" BIGINT NOT NULL,
    "allocations" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "user_name" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'portal',
    "gateway_order_id" TEXT,
    "qr_image_url" TEXT,
    "gateway_payment_id" TEXT,
    "method" TEXT,
    "unallocated_paise" BIGINT NOT NULL DEFAULT 0,
    "review_note" TEXT,
    "receipt_id" TEXT,
    "expires_at" DATETIME NOT NULL,
    "created_at" DATETIME NOT NULL,
    "paid_at" DATETIME
);
INSERT INTO "new_payment_orders" ("allocations", "amount_paise", "created_at", "expires_at", "gateway_order_id", "gateway_payment_id", "id", "method", "paid_at", "receipt_id", "review_note", "status", "unallocated_paise", "user_id", "user_name") SELECT "allocations", "amount_paise", "created_at", "expires_at", "gateway_order_id", "gateway_payment_id", "id", "method", "paid_at", "receipt_id", "review_note", "status", "unallocated_paise", "user_id", "user_name" FROM "payment_orders";
DROP TABLE "payment_orders";
ALTER TABLE "new_payment_orders" RENAME TO "payment_orders";
CREATE UNIQUE INDEX "payment_orders_gateway_order_id_key" ON "payment_orders"("gateway_order_id");
CREATE UNIQUE INDEX "payment_orders_gateway_payment_id_key" ON "payment_orders"("gateway_payment_id");
CREATE UNIQUE INDEX "payment_orders_receipt_id_key" ON "payment_orders"("receipt_id");
CREATE INDEX "payment_orders_user_id_created_at_idx" ON "payment_orders"("user_id", "created_at");
CREATE INDEX "payment_orders_status_created_at_idx" ON "payment_orders"("status", "created_at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

