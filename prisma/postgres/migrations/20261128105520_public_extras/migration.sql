-- CreateEnum
CREATE TYPE "LegalDocumentKind" AS ENUM ('privacy', 'terms');

-- AlterTable
ALTER TABLE "admission_applications" ADD COLUMN     "documents_deleted_at" TIMESTAMP(3),
ADD COLUMN     "privacy_notice_version" INTEGER;

-- AlterTable
ALTER TABLE "calendar_entries" ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "events" ADD COLUMN     "cancelled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "legal_document_versions" (
    "id" TEXT NOT NULL,
    "kind" "LegalDocumentKind" NOT NULL,
    "version" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "summary" TEXT,
    "created_by" TEXT,
    "created_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "legal_document_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "legal_document_versions_kind_version_key" ON "legal_document_versions"("kind", "version");

