import { truncateAddress } from '@portico/core';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountField, connect, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

/** The JSON-RPC methods of a request body, single or batched. */
function rpcMethods(request: Request): string[] {
  const body = request.postDataJSON() as { method: string } | { method: string }[] | null;
  return (Array.isArray(body) ? body : body ? [body] : []).map(({ method }) => method);
}

describe('the demo reads its chains through Portico Cloud’s RPC proxy', () => {
  const suite = demoSuite();

  it('the balance of the connected account is read through POST /v1?chainId=eip155:31337, not the node', async () => {
    const { cloudUrl, chains, accounts } = suite.stack;
    const [account] = accounts;
    const devnet = chains.find((chain) => chain.chainId === 31337);
    if (!cloudUrl || !account || !devnet) throw new Error('the stack has no cloud, account or devnet');

    const { page } = await suite.open();
    const proxied: string[] = [];
    const direct: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      const url = new URL(request.url());
      if (request.url().startsWith(`${cloudUrl}/v1?`) && url.searchParams.get('chainId') === 'eip155:31337')
        proxied.push(...rpcMethods(request));
      // The test wallet signs in the page and asks the node itself, as a real wallet's own RPC would.
      else if (request.url().startsWith(devnet.rpcUrl)) direct.push(...rpcMethods(request));
    });

    await connect(page);
    await walletBar(page)
      .getByRole('button', { name: `${truncateAddress(account.address)} 1.234 ETH`, exact: true })
      .waitFor();
    expect(await accountField(page, 'Balance').textContent()).toBe('1.234 ETH');
    expect(proxied).toContain('eth_getBalance');
    expect(direct).not.toContain('eth_getBalance');
  });
});
