-- CreateTable
CREATE TABLE "message_events" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "message_id" TEXT NOT NULL,
    "at" DATETIME NOT NULL,
    "status" TEXT NOT NULL,
    "detail" TEXT,
    CONSTRAINT "message_events_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "email_outbox" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_email_outbox" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "channel" TEXT NOT NULL DEFAULT 'email',
    "to" TEXT NOT NULL,
    "recipient_user_id" TEXT,
    "kind" TEXT,
    "template" TEXT,
    "variables" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "provider" TEXT NOT NULL,
    "provider_id" TEXT,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "dedupe_key" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "not_before" DATETIME,
    "fallback_of_id" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" DATETIME,
    "delivered_at" DATETIME,
    "rebuild" TEXT
);
INSERT INTO "new_email_outbox" ("created_at", "error", "html", "id", "provider", "provider_id", "rebuild", "sent_at", "status", "subject", "text", "to") SELECT "created_at", "error", "html", "id", "provider", "provider_id", "rebuild", "sent_at", "status", "subject", "text", "to" FROM "email_outbox";
DROP TABLE "email_outbox";
ALTER TABLE "new_email_outbox" RENAME TO "email_outbox";
CREATE UNIQUE INDEX "email_outbox_dedupe_key_key" ON "email_outbox"("dedupe_key");
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox"("created_at");
CREATE INDEX "email_outbox_status_not_before_idx" ON "email_outbox"("status", "not_before");
CREATE INDEX "email_outbox_channel_status_idx" ON "email_outbox"("channel", "status");
CREATE INDEX "email_outbox_provider_id_idx" ON "email_outbox"("provider_id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "message_events_message_id_at_idx" ON "message_events"("message_id", "at");

