-- Frame-held PKCE (docs/embedded-wallet.md "Social login"): the secure frame makes the PKCE code verifier and keeps
-- it; the cloud keeps only its S256 challenge and is given the verifier at verify. Logins pending when this applies
-- were started with a verifier the cloud made, which no frame has: they are dropped, and their visitors start again.
DELETE FROM wallet_social_logins;
ALTER TABLE wallet_social_logins DROP COLUMN code_verifier;
-- base64url(SHA-256(code verifier)) without padding, as POST /v1/wallet/social/start received it.
ALTER TABLE wallet_social_logins ADD COLUMN code_challenge text NOT NULL;
