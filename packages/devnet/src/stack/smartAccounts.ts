import { address, fail, url } from './fields.js';

/**
 * A chain's ERC-4337 / EIP-7702 infrastructure (packages/devnet/README.md, "Smart accounts"): EntryPoint v0.8 and
 * the v0.8 sample accounts at their canonical addresses, the devnet's verifying paymaster, and, when the stack runs
 * one, the chain's bundler.
 */
export interface StackSmartAccounts {
  /** EntryPoint v0.8 (`0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108`). */
  entryPoint: `0x${string}`;
  /** The EIP-7702 delegate an EOA authorizes to become a smart account (Simple7702Account v0.8). */
  simple7702Account: `0x${string}`;
  /** v0.8 SimpleAccountFactory: `createAccount(owner, salt)`, `getAddress(owner, salt)`. */
  simpleAccountFactory: `0x${string}`;
  /** The verifying paymaster; its signer is `Stack.paymasterSigner`, its deposit in the EntryPoint pays the gas. */
  paymaster: `0x${string}`;
  /**
   * PorticoAccountFactory: the embedded wallet's ERC-4337 accounts (SimpleAccount v0.8 with replay-safe ERC-1271),
   * `createAccount(owner, salt)`, `getAddress(owner, salt)`; what the cloud names for a chain without EIP-7702.
   */
  porticoAccountFactory: `0x${string}`;
  /** Whether the chain's hardfork has EIP-7702 (set-code transactions): else accounts use the factory. */
  eip7702: boolean;
  /** The chain's ERC-4337 bundler (JSON-RPC: `eth_sendUserOperation`, …), when one runs. */
  bundlerUrl?: string;
}

const contractKeys = [
  'entryPoint',
  'simple7702Account',
  'simpleAccountFactory',
  'paymaster',
  'porticoAccountFactory',
] as const;

/**
 * The smart-account fields of a stack file's chain `c` (at `path`): none, or every one but `bundlerUrl` (which
 * needs the others). Throws a TypeError that names the first bad or missing field.
 */
export function parseChainSmartAccounts(
  c: Record<string, unknown>,
  path: string,
): StackSmartAccounts | Record<string, never> {
  const present = [...contractKeys, 'eip7702', 'bundlerUrl'].filter((key) => c[key] !== undefined);
  if (present.length === 0) return {};
  const smart: StackSmartAccounts = {
    entryPoint: address(c.entryPoint, `${path}.entryPoint`),
    simple7702Account: address(c.simple7702Account, `${path}.simple7702Account`),
    simpleAccountFactory: address(c.simpleAccountFactory, `${path}.simpleAccountFactory`),
    paymaster: address(c.paymaster, `${path}.paymaster`),
    porticoAccountFactory: address(c.porticoAccountFactory, `${path}.porticoAccountFactory`),
    eip7702: typeof c.eip7702 === 'boolean' ? c.eip7702 : fail(`${path}.eip7702`, 'a boolean'),
  };
  if (c.bundlerUrl !== undefined)
    smart.bundlerUrl = url(c.bundlerUrl, `${path}.bundlerUrl`, ['http:', 'https:']);
  return smart;
}
