-- AlterTable
ALTER TABLE "payment_refunds" ADD COLUMN     "order_id" TEXT,
ALTER COLUMN "receipt_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "payment_refunds_order_id_idx" ON "payment_refunds"("order_id");

