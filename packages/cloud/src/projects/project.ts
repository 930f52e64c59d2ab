import type { ProjectFeatures } from './projectFeatures.js';
import type { SponsorshipPolicy } from './sponsorshipPolicy.js';

export interface Project {
  id: string;
  name: string;
  /** Origin patterns (DECISIONS "Origin check"); empty: any origin, marked unverified. */
  allowedOrigins: string[];
  features: ProjectFeatures;
  /**
   * §3 smart-account-enabled networks: CAIP-2 ids of the eip155 chains where the embedded wallet may use a smart
   * account (the remote configuration serves only those with a bundler). Empty by default.
   */
  smartAccountNetworks: string[];
  /** Gas sponsorship through the cloud's verifying paymaster; off by default. */
  sponsorship: SponsorshipPolicy;
  createdAt: Date;
}
