-- DropIndex
DROP INDEX "academic_years_is_current_idx";

-- DropIndex
DROP INDEX "fee_reminders_family_key_date_key";

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_fee_allocations" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "receipt_id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "charge_id" TEXT,
    "kind" TEXT NOT NULL,
    "amount_paise" BIGINT NOT NULL,
    "date" TEXT NOT NULL DEFAULT '',
    "voided_at" DATETIME,
    CONSTRAINT "fee_allocations_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "fee_receipts" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "fee_allocations_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "fee_charges" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_fee_allocations" ("amount_paise", "charge_id", "date", "id", "kind", "receipt_id", "student_id", "term_id", "voided_at") SELECT "amount_paise", "charge_id", "date", "id", "kind", "receipt_id", "student_id", "term_id", "voided_at" FROM "fee_allocations";
DROP TABLE "fee_allocations";
ALTER TABLE "new_fee_allocations" RENAME TO "fee_allocations";
CREATE INDEX "fee_allocations_receipt_id_idx" ON "fee_allocations"("receipt_id");
CREATE INDEX "fee_allocations_student_id_term_id_idx" ON "fee_allocations"("student_id", "term_id");
CREATE INDEX "fee_allocations_term_id_voided_at_student_id_charge_id_kind_amount_paise_date_idx" ON "fee_allocations"("term_id", "voided_at", "student_id", "charge_id", "kind", "amount_paise", "date");
CREATE INDEX "fee_allocations_charge_id_idx" ON "fee_allocations"("charge_id");
CREATE TABLE "new_fee_charges" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "student_id" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "head_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "amount_paise" BIGINT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fee_charges_term_id_fkey" FOREIGN KEY ("term_id") REFERENCES "fee_terms" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "fee_charges_head_id_fkey" FOREIGN KEY ("head_id") REFERENCES "fee_heads" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_fee_charges" ("amount_paise", "class_name", "created_at", "head_id", "id", "student_id", "term_id") SELECT "amount_paise", "class_name", "created_at", "head_id", "id", "student_id", "term_id" FROM "fee_charges";
DROP TABLE "fee_charges";
ALTER TABLE "new_fee_charges" RENAME TO "fee_charges";
CREATE INDEX "fee_charges_term_id_class_name_idx" ON "fee_charges"("term_id", "class_name");
CREATE UNIQUE INDEX "fee_charges_student_id_term_id_head_id_key" ON "fee_charges"("student_id", "term_id", "head_id");
CREATE TABLE "new_fee_concessions" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "student_id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "percent" INTEGER,
    "amount_paise" BIGINT,
    "head_id" TEXT,
    "reason" TEXT NOT NULL,
    "approved_by_id" TEXT NOT NULL,
    "approved_by_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" DATETIME,
    "revoked_by_id" TEXT,
    "revoked_by_name" TEXT,
    "revoke_reason" TEXT,
    CONSTRAINT "fee_concessions_year_id_fkey" FOREIGN KEY ("year_id") REFERENCES "academic_years" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_fee_concessions" ("amount_paise", "approved_by_id", "approved_by_name", "created_at", "head_id", "id", "kind", "percent", "reason", "revoke_reason", "revoked_at", "revoked_by_id", "revoked_by_name", "student_id", "type", "year_id") SELECT "amount_paise", "approved_by_id", "approved_by_name", "created_at", "head_id", "id", "kind", "percent", "reason", "revoke_reason", "revoked_at", "revoked_by_id", "revoked_by_name", "student_id", "type", "year_id" FROM "fee_concessions";
DROP TABLE "fee_concessions";
ALTER TABLE "new_fee_concessions" RENAME TO "fee_concessions";
CREATE INDEX "fee_concessions_student_id_year_id_idx" ON "fee_concessions"("student_id", "year_id");
CREATE TABLE "new_fee_day_closes" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "date" TEXT NOT NULL,
    "cashier_id" TEXT NOT NULL,
    "cashier_name" TEXT NOT NULL,
    "counted_cash_paise" BIGINT NOT NULL,
    "expected" TEXT NOT NULL,
    "note" TEXT,
    "closed_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_fee_day_closes" ("cashier_id", "cashier_name", "closed_at", "counted_cash_paise", "date", "expected", "id", "note") SELECT "cashier_id", "cashier_name", "closed_at", "counted_cash_paise", "date", "expected", "id", "note" FROM "fee_day_closes";
DROP TABLE "fee_day_closes";
ALTER TABLE "new_fee_day_closes" RENAME TO "fee_day_closes";
CREATE UNIQUE INDEX "fee_day_closes_date_cashier_id_key" ON "fee_day_closes"("date", "cashier_id");
CREATE TABLE "new_fee_fine_waivers" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "student_id" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "amount_paise" BIGINT NOT NULL,
    "reason" TEXT NOT NULL,
    "created_by_id" TEXT NOT NULL,
    "created_by_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_fee_fine_waivers" ("amount_paise", "created_at", "created_by_id", "created_by_name", "id", "reason", "student_id", "term_id") SELECT "amount_paise", "created_at", "created_by_id", "created_by_name", "id", "reason", "student_id", "term_id" FROM "fee_fine_waivers";
DROP TABLE "fee_fine_waivers";
ALTER TABLE "new_fee_fine_waivers" RENAME TO "fee_fine_waivers";
CREATE INDEX "fee_fine_waivers_student_id_term_id_idx" ON "fee_fine_waivers"("student_id", "term_id");
CREATE TABLE "new_fee_receipts" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "year_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "number_text" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "reference" TEXT,
    "total_paise" BIGINT NOT NULL,
    "cashier_id" TEXT NOT NULL,
    "cashier_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "voided_at" DATETIME,
    "voided_by_id" TEXT,
    "voided_by_name" TEXT,
    "void_reason" TEXT,
    CONSTRAINT "fee_receipts_year_id_fkey" FOREIGN KEY ("year_id") REFERENCES "academic_years" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_fee_receipts" ("cashier_id", "cashier_name", "created_at", "date", "id", "mode", "number", "number_text", "reference", "total_paise", "void_reason", "voided_at", "voided_by_id", "voided_by_name", "year_id") SELECT "cashier_id", "cashier_name", "created_at", "date", "id", "mode", "number", "number_text", "reference", "total_paise", "void_reason", "voided_at", "voided_by_id", "voided_by_name", "year_id" FROM "fee_receipts";
DROP TABLE "fee_receipts";
ALTER TABLE "new_fee_receipts" RENAME TO "fee_receipts";
CREATE UNIQUE INDEX "fee_receipts_number_text_key" ON "fee_receipts"("number_text");
CREATE INDEX "fee_receipts_date_idx" ON "fee_receipts"("date");
CREATE INDEX "fee_receipts_cashier_id_date_idx" ON "fee_receipts"("cashier_id", "date");
CREATE UNIQUE INDEX "fee_receipts_year_id_number_key" ON "fee_receipts"("year_id", "number");
CREATE TABLE "new_fee_structure_items" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "term_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "head_id" TEXT NOT NULL,
    "amount_paise" BIGINT NOT NULL,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "fee_structure_items_term_id_fkey" FOREIGN KEY ("term_id") REFERENCES "fee_terms" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "fee_structure_items_head_id_fkey" FOREIGN KEY ("head_id") REFERENCES "fee_heads" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_fee_structure_items" ("amount_paise", "class_name", "head_id", "id", "term_id", "updated_at") SELECT "amount_paise", "class_name", "head_id", "id", "term_id", "updated_at" FROM "fee_structure_items";
DROP TABLE "fee_structure_items";
ALTER TABLE "new_fee_structure_items" RENAME TO "fee_structure_items";
CREATE UNIQUE INDEX "fee_structure_items_term_id_class_name_head_id_key" ON "fee_structure_items"("term_id", "class_name", "head_id");
CREATE TABLE "new_fee_terms" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "year_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "due_date" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "grace_days" INTEGER NOT NULL DEFAULT 0,
    "fine_kind" TEXT NOT NULL DEFAULT 'none',
    "fine_amount_paise" BIGINT NOT NULL DEFAULT 0,
    "fine_cap_paise" BIGINT,
    "issued_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fee_terms_year_id_fkey" FOREIGN KEY ("year_id") REFERENCES "academic_years" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_fee_terms" ("created_at", "due_date", "fine_amount_paise", "fine_cap_paise", "fine_kind", "grace_days", "id", "issued_at", "name", "sort_order", "year_id") SELECT "created_at", "due_date", "fine_amount_paise", "fine_cap_paise", "fine_kind", "grace_days", "id", "issued_at", "name", "sort_order", "year_id" FROM "fee_terms";
DROP TABLE "fee_terms";
ALTER TABLE "new_fee_terms" RENAME TO "fee_terms";
CREATE INDEX "fee_terms_due_date_idx" ON "fee_terms"("due_date");
CREATE UNIQUE INDEX "fee_terms_year_id_name_key" ON "fee_terms"("year_id", "name");
CREATE TABLE "new_inventory_items" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "description" TEXT,
    "unit" TEXT NOT NULL,
    "location" TEXT,
    "condition" TEXT NOT NULL,
    "reorder_level" INTEGER NOT NULL DEFAULT 0,
    "unit_cost_paise" BIGINT NOT NULL DEFAULT 0,
    "supplier" TEXT,
    "purchase_date" TEXT,
    "warranty_end" TEXT,
    "image_key" TEXT,
    "thumbnail_key" TEXT,
    "notes" TEXT,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "on_hand" INTEGER NOT NULL DEFAULT 0,
    "movement_count" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);
INSERT INTO "new_inventory_items" ("archived", "category", "code", "condition", "created_at", "description", "id", "image_key", "location", "movement_count", "name", "notes", "on_hand", "purchase_date", "reorder_level", "search_text", "supplier", "thumbnail_key", "unit", "unit_cost_paise", "updated_at", "warranty_end") SELECT "archived", "category", "code", "condition", "created_at", "description", "id", "image_key", "location", "movement_count", "name", "notes", "on_hand", "purchase_date", "reorder_level", "search_text", "supplier", "thumbnail_key", "unit", "unit_cost_paise", "updated_at", "warranty_end" FROM "inventory_items";
DROP TABLE "inventory_items";
ALTER TABLE "new_inventory_items" RENAME TO "inventory_items";
CREATE UNIQUE INDEX "inventory_items_code_key" ON "inventory_items"("code");
CREATE INDEX "inventory_items_archived_name_idx" ON "inventory_items"("archived", "name");
CREATE INDEX "inventory_items_category_idx" ON "inventory_items"("category");
CREATE INDEX "inventory_items_location_idx" ON "inventory_items"("location");
CREATE INDEX "inventory_items_condition_idx" ON "inventory_items"("condition");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Before the index: a database where two years were made current at once keeps the latest of them.
UPDATE "academic_years" SET "is_current" = false
WHERE "is_current" = true
  AND "id" <> (SELECT "id" FROM "academic_years" WHERE "is_current" = true ORDER BY "name" DESC LIMIT 1);

-- CreateIndex
CREATE UNIQUE INDEX "academic_years_one_current" ON "academic_years"("is_current") WHERE "is_current" = true;

-- CreateIndex
CREATE UNIQUE INDEX "fee_reminders_family_key_term_id_date_key" ON "fee_reminders"("family_key", "term_id", "date");

