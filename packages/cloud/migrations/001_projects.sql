-- Projects: who may call the API (allowed origins) and which remote features the modal gets.
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  allowed_origins text[] NOT NULL DEFAULT '{}',
  features jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
