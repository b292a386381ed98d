-- AlterTable
ALTER TABLE "login_failures" ADD COLUMN     "user_id" TEXT;

-- AlterTable
ALTER TABLE "profiles" ADD COLUMN     "last_sign_in_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "user_agent" TEXT;

-- CreateTable
CREATE TABLE "rate_limit_counters" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters"("expires_at");

-- CreateIndex
CREATE INDEX "login_failures_user_id_created_at_idx" ON "login_failures"("user_id", "created_at");

