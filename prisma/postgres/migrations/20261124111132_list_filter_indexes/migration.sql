-- DropIndex
DROP INDEX "admission_applications_status_idx";

-- CreateIndex
CREATE INDEX "admission_applications_status_created_at_idx" ON "admission_applications"("status", "created_at");

-- CreateIndex
CREATE INDEX "admission_applications_applying_for_class_created_at_idx" ON "admission_applications"("applying_for_class", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_actor_id_actor_name_actor_email_idx" ON "audit_logs"("actor_id", "actor_name", "actor_email");

-- CreateIndex
CREATE INDEX "profiles_last_name_first_name_email_idx" ON "profiles"("last_name", "first_name", "email");

-- CreateIndex
CREATE INDEX "profiles_role_last_name_first_name_email_idx" ON "profiles"("role", "last_name", "first_name", "email");

-- CreateIndex
CREATE INDEX "profiles_is_active_role_idx" ON "profiles"("is_active", "role");

