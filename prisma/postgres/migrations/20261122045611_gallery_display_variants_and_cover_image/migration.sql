-- AlterTable
ALTER TABLE "gallery_albums" ADD COLUMN     "cover_image_id" TEXT;

-- AlterTable
ALTER TABLE "gallery_images" ADD COLUMN     "display_url" TEXT;

-- AddForeignKey
ALTER TABLE "gallery_albums" ADD CONSTRAINT "gallery_albums_cover_image_id_fkey" FOREIGN KEY ("cover_image_id") REFERENCES "gallery_images"("id") ON DELETE SET NULL ON UPDATE CASCADE;
