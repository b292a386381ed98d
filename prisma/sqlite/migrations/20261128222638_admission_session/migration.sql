-- AlterTable
ALTER TABLE "admission_applications" ADD COLUMN "session" TEXT;

-- AlterTable
ALTER TABLE "admission_settings" ADD COLUMN "session" TEXT;

