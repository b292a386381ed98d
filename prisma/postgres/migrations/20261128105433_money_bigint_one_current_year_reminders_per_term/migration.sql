-- DropIndex
DROP INDEX "academic_years_is_current_idx";

-- DropIndex
DROP INDEX "fee_reminders_family_key_date_key";

-- AlterTable
ALTER TABLE "fee_allocations" ALTER COLUMN "amount_paise" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "fee_charges" ALTER COLUMN "amount_paise" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "fee_concessions" ALTER COLUMN "amount_paise" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "fee_day_closes" ALTER COLUMN "counted_cash_paise" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "fee_fine_waivers" ALTER COLUMN "amount_paise" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "fee_receipts" ALTER COLUMN "total_paise" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "fee_structure_items" ALTER COLUMN "amount_paise" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "fee_terms" ALTER COLUMN "fine_amount_paise" SET DATA TYPE BIGINT,
ALTER COLUMN "fine_cap_paise" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "inventory_items" ALTER COLUMN "unit_cost_paise" SET DATA TYPE BIGINT;

-- Before the index: a database where two years were made current at once keeps the latest of them.
UPDATE "academic_years" SET "is_current" = false
WHERE "is_current" = true
  AND "id" <> (SELECT "id" FROM "academic_years" WHERE "is_current" = true ORDER BY "name" DESC LIMIT 1);

-- CreateIndex
CREATE UNIQUE INDEX "academic_years_one_current" ON "academic_years"("is_current") WHERE ("is_current" = true);

-- CreateIndex
CREATE UNIQUE INDEX "fee_reminders_family_key_term_id_date_key" ON "fee_reminders"("family_key", "term_id", "date");

