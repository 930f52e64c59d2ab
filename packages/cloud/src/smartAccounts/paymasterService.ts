import { rpcErrorCodes } from '@portico/core';
import { type SponsorshipRefusal, sponsorshipRefusals, sponsorshipRefusedCode } from '@portico/core/wire';
import type { FastifyBaseLogger } from 'fastify';
import { type Address, toHex } from 'viem';
import { entryPoint08Address } from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import type { SmartAccountsConfig } from '../config.js';
import type { Db } from '../db/index.js';
import type { Project } from '../projects/index.js';
import { type JsonRpcRequest, type JsonRpcResponse, rpcError } from '../rpc/jsonRpc.js';
import { readUserOperation, type SponsoredUserOperation, UserOperationError } from './rpcUserOperation.js';
import { projectSmartAccounts } from './smartAccountNetworks.js';
import {
  projectTotal,
  reserveSponsorship,
  type SpendCaps,
  type SpendKey,
  spentWei,
  utcDay,
} from './sponsorshipSpend.js';
import { encodePaymasterData, stubSignature, verifyingPaymasterHash } from './verifyingPaymaster.js';

/** The VerifyingPaymaster's validation: a keccak over the calldata, one ecrecover; ample for a batch's callData. */
const defaultPaymasterVerificationGasLimit = 100_000n;
/** Its validation returns no context: the EntryPoint never calls postOp. */
const defaultPaymasterPostOpGasLimit = 0n;

export interface PaymasterService {
  /** Answers one `pm_getPaymasterStubData` / `pm_getPaymasterData` call of `project` on `chainId` (CAIP-2). */
  answer(call: JsonRpcRequest, project: Project, chainId: string): Promise<JsonRpcResponse>;
}

export interface PaymasterServiceOptions {
  db: Db;
  config: SmartAccountsConfig;
  /** The cloud's clock (ms since the epoch): the validity window and the cap's UTC day. */
  clock: () => number;
  logger: FastifyBaseLogger;
}

class CallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const refuse = (reason: SponsorshipRefusal, chainId: string) =>
  new CallError(sponsorshipRefusedCode, sponsorshipRefusals[reason], { reason, chainId });

const invalidParams = (message: string) =>
  new CallError(rpcErrorCodes.invalidParams, `Invalid params: ${message}`);

/**
 * The most the operation can cost its paymaster: the EntryPoint's required prefund, every gas limit (the paymaster's
 * included) times maxFeePerGas. The cap counts this when the cloud signs — more than the operation will use, and
 * counted even if it is never sent: a cap is never exceeded.
 */
function maxOperationCost(op: SponsoredUserOperation, paymasterGas: bigint): bigint {
  const gas = op.verificationGasLimit + op.callGasLimit + op.preVerificationGas + paymasterGas;
  return gas * op.maxFeePerGas;
}

/** `[userOp, entryPoint, chainId, context]` of ERC-7677, checked against the request's chain. */
function readParams(params: unknown, chainId: string) {
  if (!Array.isArray(params) || params.length < 3 || params.length > 4) {
    throw invalidParams('expected [userOp, entryPoint, chainId, context]');
  }
  const [rawOp, entryPoint, chainHex] = params as unknown[];
  let userOp: SponsoredUserOperation;
  try {
    userOp = readUserOperation(rawOp);
  } catch (error) {
    if (error instanceof UserOperationError) throw invalidParams(error.message);
    throw error;
  }
  if (typeof entryPoint !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(entryPoint)) {
    throw invalidParams('entryPoint must be an address');
  }
  const chain = Number(chainId.slice('eip155:'.length));
  if (typeof chainHex !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(chainHex) || Number(chainHex) !== chain) {
    throw invalidParams(`chainId must be ${toHex(chain)}, the chain of this request (${chainId})`);
  }
  return { userOp, entryPoint: entryPoint as Address, chain };
}

/**
 * ERC-7677's paymaster service for the cloud's VerifyingPaymasters: signs (pm_getPaymasterData) or stubs
 * (pm_getPaymasterStubData) paymaster data for a project's smart accounts where its sponsorship policy covers the
 * chain, for EntryPoint v0.8 only, while the smart account (the operation's sender) stays within the project's daily
 * cap on that chain. Anything else answers `sponsorshipRefusedCode` with the reason, so the wallet pays its own gas.
 */
export function createPaymasterService({
  db,
  config,
  clock,
  logger,
}: PaymasterServiceOptions): PaymasterService {
  const signer = config.paymasterSignerKey ? privateKeyToAccount(config.paymasterSignerKey) : undefined;

  async function paymasterFields(call: JsonRpcRequest, project: Project, chainId: string) {
    const { userOp, entryPoint, chain } = readParams(call.params, chainId);
    const paymaster = config.paymasters[chainId];
    if (
      !(projectSmartAccounts(project, config).sponsoredNetworks as string[]).includes(chainId) ||
      !paymaster ||
      !signer
    ) {
      throw refuse('NOT_SPONSORED', chainId);
    }
    if (entryPoint.toLowerCase() !== entryPoint08Address.toLowerCase()) {
      throw refuse('UNSUPPORTED_ENTRY_POINT', chainId);
    }
    const now = clock();
    const key: SpendKey = { projectId: project.id, chainId, sender: userOp.sender, day: utcDay(now) };
    const { dailyCapPerUserWei, dailyProjectCapWei } = project.sponsorship;
    const caps: SpendCaps = {
      perUserWei: BigInt(dailyCapPerUserWei),
      perProjectWei: dailyProjectCapWei === null ? undefined : BigInt(dailyProjectCapWei),
    };
    const stub = call.method === 'pm_getPaymasterStubData';
    const terms = {
      chainId: chain,
      paymaster,
      paymasterVerificationGasLimit: stub
        ? defaultPaymasterVerificationGasLimit
        : (userOp.paymasterVerificationGasLimit ?? defaultPaymasterVerificationGasLimit),
      paymasterPostOpGasLimit: stub
        ? defaultPaymasterPostOpGasLimit
        : (userOp.paymasterPostOpGasLimit ?? defaultPaymasterPostOpGasLimit),
      validUntil: Math.floor(now / 1000) + config.paymasterValiditySeconds,
      validAfter: 0,
    };
    const gasFields = {
      paymaster,
      paymasterVerificationGasLimit: toHex(terms.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: toHex(terms.paymasterPostOpGasLimit),
    };
    if (stub) {
      if ((await spentWei(db, key)) >= caps.perUserWei) throw refuse('DAILY_LIMIT_REACHED', chainId);
      const { perProjectWei } = caps;
      if (
        perProjectWei !== undefined &&
        (await spentWei(db, { ...key, sender: projectTotal })) >= perProjectWei
      ) {
        throw refuse('PROJECT_DAILY_LIMIT_REACHED', chainId);
      }
      const paymasterData = encodePaymasterData(terms.validUntil, terms.validAfter, stubSignature);
      return { ...gasFields, paymasterData, sponsor: { name: project.name }, isFinal: false };
    }
    const cost = maxOperationCost(
      userOp,
      terms.paymasterVerificationGasLimit + terms.paymasterPostOpGasLimit,
    );
    const reservation = await reserveSponsorship(db, key, cost, caps, now);
    if (reservation === 'user cap') throw refuse('DAILY_LIMIT_REACHED', chainId);
    if (reservation === 'project cap') throw refuse('PROJECT_DAILY_LIMIT_REACHED', chainId);
    const signature = await signer.signMessage({ message: { raw: verifyingPaymasterHash(userOp, terms) } });
    logger.info(
      {
        projectId: project.id,
        chainId,
        sender: userOp.sender,
        nonce: toHex(userOp.nonce),
        maxCostWei: `${cost}`,
      },
      'paymaster: sponsored a UserOperation',
    );
    return {
      ...gasFields,
      paymasterData: encodePaymasterData(terms.validUntil, terms.validAfter, signature),
    };
  }

  return {
    async answer(call, project, chainId) {
      try {
        return { jsonrpc: '2.0', id: call.id, result: await paymasterFields(call, project, chainId) };
      } catch (error) {
        if (!(error instanceof CallError)) throw error;
        return rpcError(call.id, error.code, error.message, error.data);
      }
    },
  };
}
