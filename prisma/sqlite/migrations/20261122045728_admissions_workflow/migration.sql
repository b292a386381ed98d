-- CreateTable
CREATE TABLE "admission_uploads" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "original_name" TEXT NOT NULL,
    "client_address" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "admission_status_changes" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "application_id" TEXT NOT NULL,
    "from_status" TEXT,
    "to_status" TEXT NOT NULL,
    "note" TEXT,
    "actor_id" TEXT,
    "actor_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "admission_status_changes_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "admission_applications" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "admission_reference_counters" (
    "year" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "value" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "admission_enrollments" (
    "application_id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT,
    "created_by" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "admission_enrollments_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "admission_applications" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "admission_status_lookup_failures" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "reference" TEXT NOT NULL,
    "client_address" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "admission_uploads_storage_key_key" ON "admission_uploads"("storage_key");

-- CreateIndex
CREATE INDEX "admission_uploads_created_at_idx" ON "admission_uploads"("created_at");

-- CreateIndex
CREATE INDEX "admission_uploads_client_address_created_at_idx" ON "admission_uploads"("client_address", "created_at");

-- CreateIndex
CREATE INDEX "admission_status_changes_application_id_created_at_idx" ON "admission_status_changes"("application_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "admission_enrollments_user_id_key" ON "admission_enrollments"("user_id");

-- CreateIndex
CREATE INDEX "admission_status_lookup_failures_reference_created_at_idx" ON "admission_status_lookup_failures"("reference", "created_at");

-- CreateIndex
CREATE INDEX "admission_status_lookup_failures_client_address_created_at_idx" ON "admission_status_lookup_failures"("client_address", "created_at");

-- CreateIndex
CREATE INDEX "admission_status_lookup_failures_created_at_idx" ON "admission_status_lookup_failures"("created_at");

