-- AlterTable
ALTER TABLE "academic_years" ADD COLUMN     "next_refund_number" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "payment_refunds" (
    "id" TEXT NOT NULL,
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
    "created_at" TIMESTAMP(3) NOT NULL,
    "processed_at" TIMESTAMP(3),

    CONSTRAINT "payment_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_number_text_key" ON "payment_refunds"("number_text");

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_gateway_refund_id_key" ON "payment_refunds"("gateway_refund_id");

-- CreateIndex
CREATE INDEX "payment_refunds_receipt_id_idx" ON "payment_refunds"("receipt_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_year_id_number_key" ON "payment_refunds"("year_id", "number");

