-- DropIndex
DROP INDEX "fee_charges_student_id_term_id_head_id_key";

-- AlterTable
ALTER TABLE "fee_allocations" ADD COLUMN     "credit_entry_id" TEXT,
ALTER COLUMN "receipt_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "fee_charges" ADD COLUMN     "created_by_id" TEXT,
ADD COLUMN     "created_by_name" TEXT,
ADD COLUMN     "due_date" TEXT,
ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'term',
ADD COLUMN     "reason" TEXT,
ADD COLUMN     "slot" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "fee_heads" ADD COLUMN     "optional" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "fee_optional_assignments" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "head_id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "amount_paise" BIGINT,
    "note" TEXT,
    "created_by_id" TEXT NOT NULL,
    "created_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_optional_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_credit_entries" (
    "id" TEXT NOT NULL,
    "student_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "amount_paise" BIGINT NOT NULL,
    "receipt_id" TEXT,
    "refund_id" TEXT,
    "term_id" TEXT,
    "date" TEXT NOT NULL,
    "actor_id" TEXT NOT NULL,
    "actor_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_credit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fee_refunds" (
    "id" TEXT NOT NULL,
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
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_refunds_pkey" PRIMARY KEY ("id")
);

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

-- CreateIndex
CREATE INDEX "fee_allocations_credit_entry_id_idx" ON "fee_allocations"("credit_entry_id");

-- CreateIndex
CREATE UNIQUE INDEX "fee_charges_student_id_term_id_head_id_slot_key" ON "fee_charges"("student_id", "term_id", "head_id", "slot");

-- AddForeignKey
ALTER TABLE "fee_optional_assignments" ADD CONSTRAINT "fee_optional_assignments_head_id_fkey" FOREIGN KEY ("head_id") REFERENCES "fee_heads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_allocations" ADD CONSTRAINT "fee_allocations_credit_entry_id_fkey" FOREIGN KEY ("credit_entry_id") REFERENCES "fee_credit_entries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_credit_entries" ADD CONSTRAINT "fee_credit_entries_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "fee_receipts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_credit_entries" ADD CONSTRAINT "fee_credit_entries_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "fee_refunds"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "fee_receipts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

