-- Smart accounts (src/smartAccounts). Per project: the §3 smart-account-enabled networks, stored as §3 stores them
-- (a comma list of CAIP-2 ids, '' for none), and the gas sponsorship policy: on/off, the chains it covers (a comma
-- list of CAIP-2 ids), the most native currency (wei) one smart account may be sponsored per chain and UTC day, and
-- optionally the most the whole project may be sponsored per chain and UTC day (NULL: no such limit).
ALTER TABLE projects ADD COLUMN smart_account_networks text NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN sponsorship_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE projects ADD COLUMN sponsorship_chains text NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN sponsorship_daily_cap_wei numeric(78, 0) NOT NULL DEFAULT 0;
ALTER TABLE projects ADD COLUMN sponsorship_daily_project_cap_wei numeric(78, 0);

-- What the paymaster signed per project, chain, sender (the smart account, lower-case; '*' for the whole project) and
-- UTC day (days since the epoch): the sum of the signed UserOperations' maximum cost in wei. The retention job
-- deletes past days.
CREATE TABLE sponsorship_spend (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  chain_id text NOT NULL,
  sender text NOT NULL,
  day integer NOT NULL,
  spent_wei numeric(78, 0) NOT NULL,
  operations integer NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (project_id, chain_id, sender, day)
);
CREATE INDEX sponsorship_spend_day ON sponsorship_spend (day);
