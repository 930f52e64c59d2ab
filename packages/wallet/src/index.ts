// The public API of @portico/wallet: the embedded wallet's connector source (docs/embedded-wallet.md).
export {};
