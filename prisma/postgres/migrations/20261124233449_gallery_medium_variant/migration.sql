-- AlterTable
ALTER TABLE "gallery_images" ADD COLUMN     "medium_url" TEXT;

