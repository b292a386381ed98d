-- DropIndex
DROP INDEX "profiles_last_name_first_name_email_idx";

-- CreateIndex
CREATE INDEX "profiles_last_name_first_name_email_unique_id_idx" ON "profiles"("last_name", "first_name", "email", "unique_id");

