-- AlterTable
ALTER TABLE "admission_applications" ADD COLUMN "photo_url" TEXT;
ALTER TABLE "admission_applications" ADD COLUMN "stream" TEXT;

-- AlterTable
ALTER TABLE "admission_status_changes" ADD COLUMN "reason" TEXT;

-- AlterTable
ALTER TABLE "enrolments" ADD COLUMN "stream" TEXT;

-- CreateTable
CREATE TABLE "admission_settings" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'admissions',
    "lowest_class" TEXT NOT NULL DEFAULT 'nursery',
    "highest_class" TEXT NOT NULL DEFAULT 'class12',
    "documents_due_by" TEXT,
    "fees_due_by" TEXT,
    "classes_begin_on" TEXT,
    "updated_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" TEXT
);

