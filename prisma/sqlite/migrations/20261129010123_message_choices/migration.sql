-- CreateTable
CREATE TABLE "message_choices" (
    "user_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "changed_at" DATETIME NOT NULL,
    "source" TEXT NOT NULL,

    PRIMARY KEY ("user_id", "kind", "channel"),
    CONSTRAINT "message_choices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "profiles" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

