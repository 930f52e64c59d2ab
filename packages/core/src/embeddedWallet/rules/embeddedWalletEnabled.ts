import { isOriginAllowed } from '../../shared/origin/originAllowlist.js';

/** The remote features (§6) and origins (§7 GET /projects/v1/origins) that decide the embedded wallet. */
export interface EmbeddedWalletConditions {
  /** Remote `email` feature. */
  email: unknown;
  /** Remote `socials` feature: a list of providers, or `false` when off. */
  socials: unknown;
  /** The page origin, e.g. `location.origin`. */
  origin: string;
  /** The project's allowed origins. */
  allowedOrigins: readonly string[];
}

/**
 * §5: the embedded wallet is used only when email (exactly `true`) or a non-empty socials list is
 * enabled remotely, and the page origin is in the project's allowed origins (wildcards as in
 * `matchesOriginPattern`).
 */
export function isEmbeddedWalletEnabled(conditions: EmbeddedWalletConditions): boolean {
  const loginEnabled =
    conditions.email === true || (Array.isArray(conditions.socials) && conditions.socials.length > 0);
  return loginEnabled && isOriginAllowed(conditions.origin, conditions.allowedOrigins);
}
