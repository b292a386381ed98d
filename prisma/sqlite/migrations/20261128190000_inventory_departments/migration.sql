-- CreateTable
CREATE TABLE "departments" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "created_at" DATETIME NOT NULL,
    "updated_at" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_inventory_movements" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "item_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "delta" INTEGER NOT NULL,
    "on_hand_after" INTEGER NOT NULL,
    "occurred_on" TEXT NOT NULL,
    "reference" TEXT,
    "note" TEXT,
    "party_type" TEXT,
    "party" TEXT,
    "department_id" TEXT,
    "recorded_by_id" TEXT,
    "recorded_by_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL,
    CONSTRAINT "inventory_movements_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "inventory_items" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "inventory_movements_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "departments" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_inventory_movements" ("created_at", "delta", "id", "item_id", "kind", "note", "occurred_on", "on_hand_after", "party", "party_type", "recorded_by_id", "recorded_by_name", "reference") SELECT "created_at", "delta", "id", "item_id", "kind", "note", "occurred_on", "on_hand_after", "party", "party_type", "recorded_by_id", "recorded_by_name", "reference" FROM "inventory_movements";
DROP TABLE "inventory_movements";
ALTER TABLE "new_inventory_movements" RENAME TO "inventory_movements";
CREATE INDEX "inventory_movements_item_id_created_at_idx" ON "inventory_movements"("item_id", "created_at");
CREATE INDEX "inventory_movements_created_at_idx" ON "inventory_movements"("created_at");
CREATE INDEX "inventory_movements_department_id_occurred_on_idx" ON "inventory_movements"("department_id", "occurred_on");
CREATE INDEX "inventory_movements_occurred_on_idx" ON "inventory_movements"("occurred_on");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "departments_name_key_key" ON "departments"("name_key");

-- CreateIndex
CREATE INDEX "departments_archived_name_idx" ON "departments"("archived", "name");

-- Departments from the parties existing issues and returns name (one per name, ignoring case), then each of those
-- movements linked to its department. The typed text stays on the movement as it was.
INSERT INTO "departments" ("id", "name", "name_key", "archived", "created_at", "updated_at")
SELECT lower(hex(randomblob(16))), MIN(trim("party")), lower(trim("party")), false, MIN("created_at"), MIN("created_at")
FROM "inventory_movements"
WHERE "kind" IN ('issue', 'return') AND "party" IS NOT NULL AND trim("party") <> ''
GROUP BY lower(trim("party"));

UPDATE "inventory_movements"
SET "department_id" = (SELECT "id" FROM "departments" WHERE "name_key" = lower(trim("inventory_movements"."party")))
WHERE "kind" IN ('issue', 'return') AND "party" IS NOT NULL AND trim("party") <> '';
