-- AlterTable
ALTER TABLE "payment_orders" ADD COLUMN     "qr_image_url" TEXT,
ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'portal';

