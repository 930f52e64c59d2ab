-- Images of wallets imported from a WalletConnect explorer listing: fetched once at import, served by
-- GET /getWalletImage/{image_id}. A wallet without a row here gets the repository's logo or its monogram.
CREATE TABLE wallet_images (
  image_id text PRIMARY KEY,
  content_type text NOT NULL,
  body bytea NOT NULL,
  source_url text NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now()
);
