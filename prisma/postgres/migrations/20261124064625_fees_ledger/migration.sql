-- CreateTable
CREATE TABLE "academic_years" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "start_date" TEXT NOT NULL,
    "end_date" TEXT NOT NULL,
    "is_current" BOOLEAN NOT NULL DEFAULT false,
    "next_receipt_number" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "academic_years_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enrolments" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "section" TEXT,
    "roll_number" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "enrolments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_heads" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_heads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_terms" (
    "id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "due_date" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "grace_days" INTEGER NOT NULL DEFAULT 0,
    "fine_kind" TEXT NOT NULL DEFAULT 'none',
    "fine_amount_paise" INTEGER NOT NULL DEFAULT 0,
    "fine_cap_paise" INTEGER,
    "issued_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_terms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_structure_items" (
    "id" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "head_id" TEXT NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "fee_structure_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_charges" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "head_id" TEXT NOT NULL,
    "class_name" TEXT NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_charges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_concessions" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "percent" INTEGER,
    "amount_paise" INTEGER,
    "head_id" TEXT,
    "reason" TEXT NOT NULL,
    "approved_by_id" TEXT NOT NULL,
    "approved_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMP(3),
    "revoked_by_id" TEXT,
    "revoked_by_name" TEXT,
    "revoke_reason" TEXT,

    CONSTRAINT "fee_concessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_fine_waivers" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "created_by_id" TEXT NOT NULL,
    "created_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_fine_waivers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_receipts" (
    "id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "number_text" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "reference" TEXT,
    "total_paise" INTEGER NOT NULL,
    "cashier_id" TEXT NOT NULL,
    "cashier_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "voided_at" TIMESTAMP(3),
    "voided_by_id" TEXT,
    "voided_by_name" TEXT,
    "void_reason" TEXT,

    CONSTRAINT "fee_receipts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_allocations" (
    "id" TEXT NOT NULL,
    "receipt_id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "charge_id" TEXT,
    "kind" TEXT NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "voided_at" TIMESTAMP(3),

    CONSTRAINT "fee_allocations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_day_closes" (
    "id" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "cashier_id" TEXT NOT NULL,
    "cashier_name" TEXT NOT NULL,
    "counted_cash_paise" INTEGER NOT NULL,
    "expected" TEXT NOT NULL,
    "note" TEXT,
    "closed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_day_closes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_reminders" (
    "id" TEXT NOT NULL,
    "family_key" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "term_id" TEXT NOT NULL,
    "sent_to" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "academic_years_name_key" ON "academic_years"("name");

-- CreateIndex
CREATE INDEX "academic_years_is_current_idx" ON "academic_years"("is_current");

-- CreateIndex
CREATE INDEX "enrolments_year_id_class_name_idx" ON "enrolments"("year_id", "class_name");

-- CreateIndex
CREATE UNIQUE INDEX "enrolments_student_id_year_id_key" ON "enrolments"("student_id", "year_id");

-- CreateIndex
CREATE UNIQUE INDEX "fee_heads_name_key" ON "fee_heads"("name");

-- CreateIndex
CREATE INDEX "fee_terms_due_date_idx" ON "fee_terms"("due_date");

-- CreateIndex
CREATE UNIQUE INDEX "fee_terms_year_id_name_key" ON "fee_terms"("year_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "fee_structure_items_term_id_class_name_head_id_key" ON "fee_structure_items"("term_id", "class_name", "head_id");

-- CreateIndex
CREATE INDEX "fee_charges_term_id_class_name_idx" ON "fee_charges"("term_id", "class_name");

-- CreateIndex
CREATE UNIQUE INDEX "fee_charges_student_id_term_id_head_id_key" ON "fee_charges"("student_id", "term_id", "head_id");

-- CreateIndex
CREATE INDEX "fee_concessions_student_id_year_id_idx" ON "fee_concessions"("student_id", "year_id");

-- CreateIndex
CREATE INDEX "fee_fine_waivers_student_id_term_id_idx" ON "fee_fine_waivers"("student_id", "term_id");

-- CreateIndex
CREATE UNIQUE INDEX "fee_receipts_number_text_key" ON "fee_receipts"("number_text");

-- CreateIndex
CREATE INDEX "fee_receipts_date_idx" ON "fee_receipts"("date");

-- CreateIndex
CREATE INDEX "fee_receipts_cashier_id_date_idx" ON "fee_receipts"("cashier_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "fee_receipts_year_id_number_key" ON "fee_receipts"("year_id", "number");

-- CreateIndex
CREATE INDEX "fee_allocations_receipt_id_idx" ON "fee_allocations"("receipt_id");

-- CreateIndex
CREATE INDEX "fee_allocations_student_id_term_id_idx" ON "fee_allocations"("student_id", "term_id");

-- CreateIndex
CREATE INDEX "fee_allocations_charge_id_idx" ON "fee_allocations"("charge_id");

-- CreateIndex
CREATE UNIQUE INDEX "fee_day_closes_date_cashier_id_key" ON "fee_day_closes"("date", "cashier_id");

-- CreateIndex
CREATE UNIQUE INDEX "fee_reminders_family_key_date_key" ON "fee_reminders"("family_key", "date");

-- CreateIndex
CREATE INDEX "students_parent_phone_idx" ON "students"("parent_phone");

-- AddForeignKey
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "students"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_year_id_fkey" FOREIGN KEY ("year_id") REFERENCES "academic_years"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_terms" ADD CONSTRAINT "fee_terms_year_id_fkey" FOREIGN KEY ("year_id") REFERENCES "academic_years"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_structure_items" ADD CONSTRAINT "fee_structure_items_term_id_fkey" FOREIGN KEY ("term_id") REFERENCES "fee_terms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_structure_items" ADD CONSTRAINT "fee_structure_items_head_id_fkey" FOREIGN KEY ("head_id") REFERENCES "fee_heads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_charges" ADD CONSTRAINT "fee_charges_term_id_fkey" FOREIGN KEY ("term_id") REFERENCES "fee_terms"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_charges" ADD CONSTRAINT "fee_charges_head_id_fkey" FOREIGN KEY ("head_id") REFERENCES "fee_heads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_year_id_fkey" FOREIGN KEY ("year_id") REFERENCES "academic_years"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_year_id_fkey" FOREIGN KEY ("year_id") REFERENCES "academic_years"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_allocations" ADD CONSTRAINT "fee_allocations_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "fee_receipts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_allocations" ADD CONSTRAINT "fee_allocations_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "fee_charges"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

