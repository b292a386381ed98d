-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN "rebuild" TEXT;

