-- CreateTable
CREATE TABLE "fee_optional_assignments" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "student_id" TEXT NOT NULL,
    "head_id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "amount_paise" BIGINT,
    "note" TEXT,
    "created_by_id" TEXT NOT NULL,
    "created_by_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fee_optional_assignments_head_id_fkey" FOREIGN KEY ("head_id") REFERENCES "fee_heads" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "fee_credit_entries" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "student_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "amount_paise" BIGINT NOT NULL,
    "receipt_id" TEXT,
    "refund_id" TEXT,
    "term_id" TEXT,
    "date" TEXT NOT NULL,
    "actor_id" TEXT NOT NULL,
    "actor_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fee_credit_entries_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "fee_receipts" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "fee_credit_entries_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "fee_refunds" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "fee_refunds" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "year_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "number_text" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "receipt_id" TEXT,
    "amount_paise" BIGINT NOT NULL,
    "date" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "reference" TEXT,
    "reason" TEXT NOT NULL,
    "approved_by_id" TEXT NOT NULL,
    "approved_by_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fee_refunds_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "fee_receipts" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_fee_allocations" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "receipt_id" TEXT,
    "credit_entry_id" TEXT,
    "student_id" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "charge_id" TEXT,
    "kind" TEXT NOT NULL,
    "amount_paise" BIGINT NOT NULL,
    "date" TEXT NOT NULL DEFAULT '',
    "voided_at" DATETIME,
    CONSTRAINT "fee_allocations_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "fee_receipts" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "fee_allocations_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "fee_charges" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "fee_allocations_credit_entry_id_fkey" FOREIGN KEY ("credit_entry_id") REFERENCES "fee_credit_entries" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_fee_allocations" ("amount_paise", "charge_id", "date", "id", "kind", "receipt_id", "student_id", "term_id", "voided_at") SELECT "amount_paise", "charge_id", "date", "id", "kind", "receipt_id", "student_id", "term_id", "voided_at" FROM "fee_allocations";
DROP TABLE "fee_allocations";
ALTER TABLE "new_fee_allocations" RENAME TO "fee_allocations";
CREATE INDEX "fee_allocations_receipt_id_idx" ON "fee_allocations"("receipt_id");
CREATE INDEX "fee_allocations_credit_entry_id_idx" ON "fee_allocations"("credit_entry_id");
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
    "kind" TEXT NOT NULL DEFAULT 'term',
    "slot" TEXT NOT NULL DEFAULT '',
    "reason" TEXT,
    "due_date" TEXT,
    "created_by_id" TEXT,
    "created_by_name" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fee_charges_term_id_fkey" FOREIGN KEY ("term_id") REFERENCES "fee_terms" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "fee_charges_head_id_fkey" FOREIGN KEY ("head_id") REFERENCES "fee_heads" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_fee_charges" ("amount_paise", "class_name", "created_at", "head_id", "id", "student_id", "term_id") SELECT "amount_paise", "class_name", "created_at", "head_id", "id", "student_id", "term_id" FROM "fee_charges";
DROP TABLE "fee_charges";
ALTER TABLE "new_fee_charges" RENAME TO "fee_charges";
CREATE INDEX "fee_charges_term_id_class_name_idx" ON "fee_charges"("term_id", "class_name");
CREATE UNIQUE INDEX "fee_charges_student_id_term_id_head_id_slot_key" ON "fee_charges"("student_id", "term_id", "head_id", "slot");
CREATE TABLE "new_fee_heads" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "optional" BOOLEAN NOT NULL DEFAULT false,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_fee_heads" ("archived", "created_at", "description", "id", "name", "sort_order") SELECT "archived", "created_at", "description", "id", "name", "sort_order" FROM "fee_heads";
DROP TABLE "fee_heads";
ALTER TABLE "new_fee_heads" RENAME TO "fee_heads";
CREATE UNIQUE INDEX "fee_heads_name_key" ON "fee_heads"("name");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "fee_optional_assignments_year_id_head_id_idx" ON "fee_optional_assignments"("year_id", "head_id");

-- CreateIndex
CREATE UNIQUE INDEX "fee_optional_assignments_student_id_head_id_year_id_key" ON "fee_optional_assignments"("student_id", "head_id", "year_id");

-- CreateIndex
CREATE INDEX "fee_credit_entries_student_id_idx" ON "fee_credit_entries"("student_id");

-- CreateIndex
CREATE INDEX "fee_credit_entries_receipt_id_idx" ON "fee_credit_entries"("receipt_id");

-- CreateIndex
CREATE UNIQUE INDEX "fee_refunds_number_text_key" ON "fee_refunds"("number_text");

-- CreateIndex
CREATE INDEX "fee_refunds_student_id_idx" ON "fee_refunds"("student_id");

-- CreateIndex
CREATE INDEX "fee_refunds_date_idx" ON "fee_refunds"("date");

-- CreateIndex
CREATE INDEX "fee_refunds_receipt_id_idx" ON "fee_refunds"("receipt_id");

