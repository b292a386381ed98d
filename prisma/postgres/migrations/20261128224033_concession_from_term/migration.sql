-- AlterTable
ALTER TABLE "fee_concessions" ADD COLUMN     "earlier_unpaid" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "from_term_id" TEXT;

-- CreateIndex
CREATE INDEX "fee_concessions_from_term_id_idx" ON "fee_concessions"("from_term_id");

-- AddForeignKey
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_from_term_id_fkey" FOREIGN KEY ("from_term_id") REFERENCES "fee_terms"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

