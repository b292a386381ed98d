-- CreateTable
CREATE TABLE "job_leases" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT NOT NULL,
    "expires_at" DATETIME NOT NULL
);

