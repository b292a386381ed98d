-- AlterTable
ALTER TABLE "fee_receipts" ADD COLUMN "gateway_payment_id" TEXT;

-- CreateTable
CREATE TABLE "payment_orders" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL DEFAULT 'created',
    "amount_paise" BIGINT NOT NULL,
    "allocations" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "user_name" TEXT NOT NULL,
    "gateway_order_id" TEXT,
    "gateway_payment_id" TEXT,
    "method" TEXT,
    "unallocated_paise" BIGINT NOT NULL DEFAULT 0,
    "review_note" TEXT,
    "receipt_id" TEXT,
    "expires_at" DATETIME NOT NULL,
    "created_at" DATETIME NOT NULL,
    "paid_at" DATETIME
);

-- CreateTable
CREATE TABLE "payment_events" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "event_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "gateway_order_id" TEXT,
    "gateway_payment_id" TEXT,
    "payload" TEXT NOT NULL,
    "outcome" TEXT NOT NULL DEFAULT 'received',
    "note" TEXT,
    "received_at" DATETIME NOT NULL,
    "applied_at" DATETIME
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_orders_gateway_order_id_key" ON "payment_orders"("gateway_order_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_orders_gateway_payment_id_key" ON "payment_orders"("gateway_payment_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_orders_receipt_id_key" ON "payment_orders"("receipt_id");

-- CreateIndex
CREATE INDEX "payment_orders_user_id_created_at_idx" ON "payment_orders"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "payment_orders_status_created_at_idx" ON "payment_orders"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "payment_events_event_id_key" ON "payment_events"("event_id");

-- CreateIndex
CREATE INDEX "payment_events_outcome_received_at_idx" ON "payment_events"("outcome", "received_at");

-- CreateIndex
CREATE UNIQUE INDEX "fee_receipts_gateway_payment_id_key" ON "fee_receipts"("gateway_payment_id");

