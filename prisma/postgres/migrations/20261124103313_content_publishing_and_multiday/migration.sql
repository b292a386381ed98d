-- CreateEnum
CREATE TYPE "PublishStatus" AS ENUM ('draft', 'published');

-- AlterTable
ALTER TABLE "calendar_entries" ADD COLUMN     "end_date" TEXT;

-- AlterTable
ALTER TABLE "events" ADD COLUMN     "published_at" TIMESTAMP(3),
ADD COLUMN     "status" "PublishStatus" NOT NULL DEFAULT 'published';

-- AlterTable
ALTER TABLE "news" ADD COLUMN     "status" "PublishStatus" NOT NULL DEFAULT 'published';

-- AlterTable
ALTER TABLE "notices" ADD COLUMN     "published_at" TIMESTAMP(3),
ADD COLUMN     "status" "PublishStatus" NOT NULL DEFAULT 'published';

-- AlterTable
ALTER TABLE "site_announcements" ADD COLUMN     "button_label" TEXT NOT NULL DEFAULT 'Apply Now',
ADD COLUMN     "button_link" TEXT NOT NULL DEFAULT '/online-admissions',
ADD COLUMN     "headline" TEXT NOT NULL DEFAULT 'Join our school family: admissions are open';

