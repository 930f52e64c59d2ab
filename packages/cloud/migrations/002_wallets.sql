-- The wallet registry served by GET /getWallets: the §3 wallet listing fields plus homepage, injected ids,
-- app store links, badge and list order. Seeded from data/wallets.json; explorer listings import into it.
CREATE TABLE wallets (
  id text PRIMARY KEY,
  name text NOT NULL,
  image_id text NOT NULL UNIQUE,
  homepage text,
  rdns text UNIQUE,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  app_store text,
  play_store text,
  chrome_store text,
  firefox_store text,
  chains text[] NOT NULL DEFAULT '{}',
  injected jsonb NOT NULL DEFAULT '[]',
  badge_type text NOT NULL DEFAULT 'none' CHECK (badge_type IN ('none', 'certified')),
  list_order integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
