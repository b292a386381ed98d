-- AlterTable
ALTER TABLE "admission_applications" ADD COLUMN "documents_deleted_at" DATETIME;
ALTER TABLE "admission_applications" ADD COLUMN "privacy_notice_version" INTEGER;

-- CreateTable
CREATE TABLE "legal_document_versions" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "summary" TEXT,
    "created_by" TEXT,
    "created_by_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_calendar_entries" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "date" TEXT NOT NULL,
    "end_date" TEXT,
    "title" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_by" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);
INSERT INTO "new_calendar_entries" ("category", "created_at", "created_by", "date", "end_date", "id", "title", "updated_at") SELECT "category", "created_at", "created_by", "date", "end_date", "id", "title", "updated_at" FROM "calendar_entries";
DROP TABLE "calendar_entries";
ALTER TABLE "new_calendar_entries" RENAME TO "calendar_entries";
CREATE INDEX "calendar_entries_date_idx" ON "calendar_entries"("date");
CREATE TABLE "new_events" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "event_date" DATETIME NOT NULL,
    "location" TEXT,
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "cancelled" BOOLEAN NOT NULL DEFAULT false,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'published',
    "published_at" DATETIME,
    "created_by" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "events_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "profiles" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_events" ("created_at", "created_by", "description", "event_date", "id", "is_featured", "location", "published_at", "status", "title", "updated_at") SELECT "created_at", "created_by", "description", "event_date", "id", "is_featured", "location", "published_at", "status", "title", "updated_at" FROM "events";
DROP TABLE "events";
ALTER TABLE "new_events" RENAME TO "events";
CREATE INDEX "events_event_date_idx" ON "events"("event_date");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "legal_document_versions_kind_version_key" ON "legal_document_versions"("kind", "version");

