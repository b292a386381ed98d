-- AlterTable
ALTER TABLE "profiles" ALTER COLUMN "email" DROP NOT NULL;

-- CreateTable
CREATE TABLE "guardians" (
    "parent_id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "guardians_pkey" PRIMARY KEY ("parent_id","student_id")
);

-- CreateIndex
CREATE INDEX "guardians_parent_id_idx" ON "guardians"("parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "guardians_student_id_slot_key" ON "guardians"("student_id", "slot");

-- AddForeignKey
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Existing families: a parent account whose e-mail is a student's parent e-mail becomes that student's guardian
-- (issue 16 item 3: the explicit link replaces e-mail equality).
INSERT INTO "guardians" ("parent_id", "student_id", "relation", "slot", "created_at")
SELECT "p"."id", "s"."user_id", 'guardian', 1, CURRENT_TIMESTAMP
FROM "students" "s" JOIN "profiles" "p" ON "p"."email" = lower("s"."parent_email") AND "p"."role" = 'parent';
