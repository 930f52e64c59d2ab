import { truncateAddress } from '@portico/core';
import type { AccountNftsResponse } from '@portico/core/wire';
import type { StackCollection } from '@portico/devnet';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, walletBar } from './demoPage.js';
import { axeOnModal } from './support/axe.js';
import { demoSuite } from './support/demoSuite.js';

describe('the NFTs tab on the demo', () => {
  const suite = demoSuite();
  let shapes: StackCollection;
  let spam: StackCollection;

  beforeAll(() => {
    const devnet = suite.stack.chains.find((chain) => chain.chainId === 31337);
    const collections = devnet?.collections ?? [];
    const [kept, flagged] = [collections.find((c) => !c.spam), collections.find((c) => c.spam)];
    if (!kept || !flagged) throw new Error('the devnet has no kept and spam collections');
    [shapes, spam] = [kept, flagged];
    expect(shapes.name).toBe('Portico Shapes');
    expect(spam.name).toBe('Claim Your Airdrop Reward');
  });

  it("shows the account's Portico Shapes NFTs with their previews and none of the spam collection", async () => {
    const account = suite.stack.accounts[0];
    if (!account) throw new Error('the stack has no account');
    const shapeIds = shapes.holdings[account.address] ?? [];
    // The test wallet's account holds NFTs of both collections: the spam one must be hidden, not absent.
    expect(shapeIds.length).toBeGreaterThan(0);
    expect(spam.holdings[account.address]?.length).toBeGreaterThan(0);

    // The cloud's indexer reads the devnet's blocks after the stack started: wait until it has the NFTs.
    const { cloudUrl, projectId } = suite.stack;
    if (!cloudUrl || !projectId) throw new Error('the stack has no cloud');
    const query = new URLSearchParams({ chainId: 'eip155:31337', projectId, st: 'e2e', sv: '0' });
    await expect
      .poll(
        async () => {
          const response = await fetch(`${cloudUrl}/v1/account/${account.address}/nfts?${query}`);
          const { nfts } = (await response.json()) as AccountNftsResponse;
          return nfts.filter((nft) => !nft.spam).map((nft) => nft.tokenId);
        },
        { timeout: 20_000 },
      )
      .toEqual(shapeIds);

    const { page } = await suite.open();
    await connect(page);
    await walletBar(page)
      .getByRole('button', { name: new RegExp(`^${truncateAddress(account.address)}`) })
      .click();
    const accountView = page.getByRole('dialog', { name: 'Account' });
    await accountView.getByRole('tab', { name: 'NFTs' }).click();
    const panel = accountView.getByRole('tabpanel', { name: 'NFTs' });
    const grid = panel.getByRole('list', { name: 'NFTs' });
    const names = shapeIds.map((id) => `Portico Shapes #${id}`);
    await expect
      .poll(() => grid.getByRole('listitem').allTextContents())
      .toEqual(names.map((name) => `${name}Portico Shapes`));
    for (const name of names) {
      const preview = grid.getByRole('img', { name });
      expect(await preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      // The preview shows: the SVG data URI decoded into a picture.
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await panel.textContent()).not.toContain(spam.name);
    const { serious } = await axeOnModal(page);
    expect(serious).toEqual([]);
  });
});
