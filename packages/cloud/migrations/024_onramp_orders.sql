-- On-ramp orders (src/onramp): per project and wallet (CAIP-10 account), the provider's order with its status
-- (pending, completed, failed), the amounts quoted, the delivering transaction or the provider's message. The devnet
-- ramp's checkout keeps a one-time token (its form's CSRF token), cleared when the order is paid or declined.
CREATE TABLE onramp_orders (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  status text NOT NULL,
  account text NOT NULL,
  network text NOT NULL,
  payment_amount text,
  payment_currency text,
  purchase_amount text,
  purchase_currency text,
  checkout_token text,
  transaction_hash text,
  failure_reason text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX onramp_orders_account ON onramp_orders (project_id, account, provider, created_at);
