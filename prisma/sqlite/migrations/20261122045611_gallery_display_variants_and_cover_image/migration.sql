-- AlterTable
ALTER TABLE "gallery_images" ADD COLUMN "display_url" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_gallery_albums" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "cover_image_url" TEXT,
    "cover_image_id" TEXT,
    "item_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "gallery_albums_cover_image_id_fkey" FOREIGN KEY ("cover_image_id") REFERENCES "gallery_images" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_gallery_albums" ("cover_image_url", "created_at", "description", "id", "item_count", "title", "updated_at") SELECT "cover_image_url", "created_at", "description", "id", "item_count", "title", "updated_at" FROM "gallery_albums";
DROP TABLE "gallery_albums";
ALTER TABLE "new_gallery_albums" RENAME TO "gallery_albums";
CREATE INDEX "gallery_albums_updated_at_idx" ON "gallery_albums"("updated_at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
