-- AlterTable
ALTER TABLE "profiles" ADD COLUMN "address" TEXT;
ALTER TABLE "profiles" ADD COLUMN "phone" TEXT;

