-- CreateTable
CREATE TABLE "message_choices" (
    "user_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL,
    "source" TEXT NOT NULL,

    CONSTRAINT "message_choices_pkey" PRIMARY KEY ("user_id","kind","channel")
);

-- AddForeignKey
ALTER TABLE "message_choices" ADD CONSTRAINT "message_choices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

