-- A balance run's settings on their own, so its progress and list views never read the bundle in its spec [#31].
ALTER TABLE "BalanceRun" ADD COLUMN "settings" TEXT;
