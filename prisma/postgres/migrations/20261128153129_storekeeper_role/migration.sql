-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'storekeeper';

