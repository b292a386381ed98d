-- AlterTable
ALTER TABLE "inventory_movements" ADD COLUMN     "department_id" TEXT;

-- CreateTable
CREATE TABLE "departments" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "departments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "departments_name_key_key" ON "departments"("name_key");

-- CreateIndex
CREATE INDEX "departments_archived_name_idx" ON "departments"("archived", "name");

-- CreateIndex
CREATE INDEX "inventory_movements_department_id_occurred_on_idx" ON "inventory_movements"("department_id", "occurred_on");

-- CreateIndex
CREATE INDEX "inventory_movements_occurred_on_idx" ON "inventory_movements"("occurred_on");

-- AddForeignKey
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "departments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Departments from the parties existing issues and returns name (one per name, ignoring case), then each of those
-- movements linked to its department. The typed text stays on the movement as it was.
INSERT INTO "departments" ("id", "name", "name_key", "archived", "created_at", "updated_at")
SELECT gen_random_uuid()::text, MIN(trim("party")), lower(trim("party")), false, MIN("created_at"), MIN("created_at")
FROM "inventory_movements"
WHERE "kind" IN ('issue', 'return') AND "party" IS NOT NULL AND trim("party") <> ''
GROUP BY lower(trim("party"));

UPDATE "inventory_movements" AS m
SET "department_id" = d."id"
FROM "departments" AS d
WHERE m."kind" IN ('issue', 'return') AND m."party" IS NOT NULL AND d."name_key" = lower(trim(m."party"));
