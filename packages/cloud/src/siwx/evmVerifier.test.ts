import { type Hex, hashMessage, serializeErc6492Signature } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCloudConfig } from '../config.js';
import { counterfactualAddress, erc1271WalletInitCode } from '../test/contractAccounts.js';
import {
  downUpstreamUrl,
  type FakeReply,
  type FakeUpstream,
  startFakeUpstream,
} from '../test/fakeUpstream.js';
import { readEvmMessage } from './evmMessage.js';
import { createEvmVerifier, type EvmVerifier } from './evmVerifier.js';
import { isRefusal } from './siwxError.js';

const owner = privateKeyToAccount(generatePrivateKey());
const factory = privateKeyToAccount(generatePrivateKey()).address;
const initCode = erc1271WalletInitCode(owner.address);
const now = Date.UTC(2026, 0, 1);

/** A sign-in message of `address` on chain 1, and its data as the cloud reads it. */
function signInMessage(address: Hex) {
  const message = createSiweMessage({
    address,
    chainId: 1,
    domain: 'dapp.example',
    uri: 'https://dapp.example/',
    version: '1',
    nonce: 'abcdefgh1234',
    issuedAt: new Date(now),
  });
  const data = readEvmMessage(message);
  if (isRefusal(data)) throw new Error(`Not a sign-in message: ${data.message}`);
  return { message, data };
}

/** The owner's signature for its counterfactual wallet (ERC-6492): only the chain can check it. */
async function counterfactualSignIn() {
  const { message, data } = signInMessage(counterfactualAddress(factory, initCode));
  const signature = serializeErc6492Signature({
    address: factory,
    data: initCode,
    signature: await owner.sign({ hash: hashMessage(message) }),
  });
  return { message, data, signature };
}

const rpcError = (body: unknown, error: { code: number; message: string; data?: Hex }): FakeReply => ({
  body: { jsonrpc: '2.0', id: (body as { id: unknown }).id, error },
});

describe('the EVM verifier tells a chain that says no from one that cannot be read', () => {
  let upstream: FakeUpstream | undefined;
  let verifier: EvmVerifier | undefined;
  afterEach(async () => {
    await verifier?.close();
    await upstream?.close();
    upstream = undefined;
  });
  const verifierOn = (url: string) => {
    verifier = createEvmVerifier({ ...defaultCloudConfig.rpc, upstreams: { 'eip155:1': [url] } });
    return verifier;
  };

  it('an EOA signature verifies by recovery, with no chain call', async () => {
    upstream = await startFakeUpstream(() => ({ status: 500 }));
    const { message, data } = signInMessage(owner.address);
    const signature = await owner.signMessage({ message });
    expect(await verifierOn(upstream.url).verify(data, message, signature, now)).toBe(true);
    expect(upstream.requests).toEqual([]);
  });

  it('a revert of the validator is the chain saying no: not valid', async () => {
    upstream = await startFakeUpstream((body) =>
      rpcError(body, { code: 3, message: 'execution reverted', data: '0x' }),
    );
    const { message, data, signature } = await counterfactualSignIn();
    expect(await verifierOn(upstream.url).verify(data, message, signature, now)).toBe(false);
  });

  it('a node that fails (internal error, after the retries) rejects, naming the chain', async () => {
    upstream = await startFakeUpstream((body) => rpcError(body, { code: -32603, message: 'internal error' }));
    const { message, data, signature } = await counterfactualSignIn();
    const verifying = verifierOn(upstream.url).verify(data, message, signature, now);
    await expect(verifying).rejects.toThrow('eip155:1 could not be read to check the signature');
    await expect(verifying).rejects.toMatchObject({ cause: { code: -32603 } });
  });

  it('no upstream to reach rejects', async () => {
    const { message, data, signature } = await counterfactualSignIn();
    await expect(verifierOn(await downUpstreamUrl()).verify(data, message, signature, now)).rejects.toThrow(
      /could not be read/,
    );
  });
});
