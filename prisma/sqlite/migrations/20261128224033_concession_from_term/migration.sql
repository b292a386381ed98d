-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_fee_concessions" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "student_id" TEXT NOT NULL,
    "year_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "percent" INTEGER,
    "amount_paise" BIGINT,
    "head_id" TEXT,
    "from_term_id" TEXT,
    "earlier_unpaid" BOOLEAN NOT NULL DEFAULT false,
    "reason" TEXT NOT NULL,
    "approved_by_id" TEXT NOT NULL,
    "approved_by_name" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" DATETIME,
    "revoked_by_id" TEXT,
    "revoked_by_name" TEXT,
    "revoke_reason" TEXT,
    CONSTRAINT "fee_concessions_year_id_fkey" FOREIGN KEY ("year_id") REFERENCES "academic_years" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "fee_concessions_from_term_id_fkey" FOREIGN KEY ("from_term_id") REFERENCES "fee_terms" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_fee_concessions" ("amount_paise", "approved_by_id", "approved_by_name", "created_at", "head_id", "id", "kind", "percent", "reason", "revoke_reason", "revoked_at", "revoked_by_id", "revoked_by_name", "student_id", "type", "year_id") SELECT "amount_paise", "approved_by_id", "approved_by_name", "created_at", "head_id", "id", "kind", "percent", "reason", "revoke_reason", "revoked_at", "revoked_by_id", "revoked_by_name", "student_id", "type", "year_id" FROM "fee_concessions";
DROP TABLE "fee_concessions";
ALTER TABLE "new_fee_concessions" RENAME TO "fee_concessions";
CREATE INDEX "fee_concessions_student_id_year_id_idx" ON "fee_concessions"("student_id", "year_id");
CREATE INDEX "fee_concessions_from_term_id_idx" ON "fee_concessions"("from_term_id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

