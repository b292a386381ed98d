-- CreateTable
CREATE TABLE "guardians" (
    "parent_id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "created_at" DATETIME NOT NULL,

    PRIMARY KEY ("parent_id", "student_id"),
    CONSTRAINT "guardians_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "profiles" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "guardians_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "profiles" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_profiles" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'student',
    "avatar_url" TEXT,
    "unique_id" TEXT,
    "password_hash" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "last_sign_in_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);
INSERT INTO "new_profiles" ("avatar_url", "created_at", "email", "first_name", "id", "is_active", "last_name", "last_sign_in_at", "password_hash", "role", "unique_id", "updated_at") SELECT "avatar_url", "created_at", "email", "first_name", "id", "is_active", "last_name", "last_sign_in_at", "password_hash", "role", "unique_id", "updated_at" FROM "profiles";
DROP TABLE "profiles";
ALTER TABLE "new_profiles" RENAME TO "profiles";
CREATE UNIQUE INDEX "profiles_email_key" ON "profiles"("email");
CREATE UNIQUE INDEX "profiles_unique_id_key" ON "profiles"("unique_id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "guardians_parent_id_idx" ON "guardians"("parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "guardians_student_id_slot_key" ON "guardians"("student_id", "slot");


-- Existing families: a parent account whose e-mail is a student's parent e-mail becomes that student's guardian
-- (issue 16 item 3: the explicit link replaces e-mail equality).
INSERT INTO "guardians" ("parent_id", "student_id", "relation", "slot", "created_at")
SELECT "p"."id", "s"."user_id", 'guardian', 1, CURRENT_TIMESTAMP
FROM "students" "s" JOIN "profiles" "p" ON "p"."email" = lower("s"."parent_email") AND "p"."role" = 'parent';
