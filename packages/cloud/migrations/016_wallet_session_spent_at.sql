-- When a session's refresh token was spent: a second refresh with it within the grace window
-- (refreshGraceMs, packages/cloud/src/wallet/walletSessions.ts) is a second tab of the same visitor, not a replay.
ALTER TABLE wallet_sessions ADD COLUMN spent_at bigint;
