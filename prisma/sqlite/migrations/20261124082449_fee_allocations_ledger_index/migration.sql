-- DropIndex
DROP INDEX "fee_allocations_term_id_voided_at_idx";

-- CreateIndex
CREATE INDEX "fee_allocations_term_id_voided_at_student_id_charge_id_kind_amount_paise_date_idx" ON "fee_allocations"("term_id", "voided_at", "student_id", "charge_id", "kind", "amount_paise", "date");

