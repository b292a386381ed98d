-- AlterTable
ALTER TABLE "calendar_entries" ADD COLUMN "end_date" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_events" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "event_date" DATETIME NOT NULL,
    "location" TEXT,
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'published',
    "published_at" DATETIME,
    "created_by" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "events_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "profiles" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_events" ("created_at", "created_by", "description", "event_date", "id", "is_featured", "location", "title", "updated_at") SELECT "created_at", "created_by", "description", "event_date", "id", "is_featured", "location", "title", "updated_at" FROM "events";
DROP TABLE "events";
ALTER TABLE "new_events" RENAME TO "events";
CREATE INDEX "events_event_date_idx" ON "events"("event_date");
CREATE TABLE "new_news" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "image_url" TEXT,
    "published_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'published',
    "created_by" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "news_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "profiles" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_news" ("content", "created_at", "created_by", "id", "image_url", "is_featured", "published_at", "title", "updated_at") SELECT "content", "created_at", "created_by", "id", "image_url", "is_featured", "published_at", "title", "updated_at" FROM "news";
DROP TABLE "news";
ALTER TABLE "new_news" RENAME TO "news";
CREATE INDEX "news_published_at_idx" ON "news"("published_at");
CREATE TABLE "new_notices" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "important" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'published',
    "published_at" DATETIME,
    "created_by" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);
INSERT INTO "new_notices" ("category", "content", "created_at", "created_by", "date", "id", "important", "title", "updated_at") SELECT "category", "content", "created_at", "created_by", "date", "id", "important", "title", "updated_at" FROM "notices";
DROP TABLE "notices";
ALTER TABLE "new_notices" RENAME TO "notices";
CREATE INDEX "notices_date_idx" ON "notices"("date");
CREATE TABLE "new_site_announcements" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "message" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "headline" TEXT NOT NULL DEFAULT 'Join our school family: admissions are open',
    "button_label" TEXT NOT NULL DEFAULT 'Apply Now',
    "button_link" TEXT NOT NULL DEFAULT '/online-admissions',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);
INSERT INTO "new_site_announcements" ("created_at", "id", "is_active", "message", "updated_at") SELECT "created_at", "id", "is_active", "message", "updated_at" FROM "site_announcements";
DROP TABLE "site_announcements";
ALTER TABLE "new_site_announcements" RENAME TO "site_announcements";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

