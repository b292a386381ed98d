-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "channel" TEXT NOT NULL DEFAULT 'email',
ADD COLUMN     "dedupe_key" TEXT,
ADD COLUMN     "delivered_at" TIMESTAMP(3),
ADD COLUMN     "fallback_of_id" TEXT,
ADD COLUMN     "kind" TEXT,
ADD COLUMN     "not_before" TIMESTAMP(3),
ADD COLUMN     "recipient_user_id" TEXT,
ADD COLUMN     "template" TEXT,
ADD COLUMN     "variables" TEXT;

-- CreateTable
CREATE TABLE "message_events" (
    "id" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "detail" TEXT,

    CONSTRAINT "message_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "message_events_message_id_at_idx" ON "message_events"("message_id", "at");

-- CreateIndex
CREATE UNIQUE INDEX "email_outbox_dedupe_key_key" ON "email_outbox"("dedupe_key");

-- CreateIndex
CREATE INDEX "email_outbox_status_not_before_idx" ON "email_outbox"("status", "not_before");

-- CreateIndex
CREATE INDEX "email_outbox_channel_status_idx" ON "email_outbox"("channel", "status");

-- CreateIndex
CREATE INDEX "email_outbox_provider_id_idx" ON "email_outbox"("provider_id");

-- AddForeignKey
ALTER TABLE "message_events" ADD CONSTRAINT "message_events_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "email_outbox"("id") ON DELETE CASCADE ON UPDATE CASCADE;

