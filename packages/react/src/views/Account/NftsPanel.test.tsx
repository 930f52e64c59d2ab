import type { CloudClient } from '@portico/core';
import type { AccountNft } from '@portico/core/wire';
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHistoryClient } from '../../test/fakeHistoryClient.js';
import {
  cleanupPortico,
  connectAndOpen,
  devnet,
  renderPortico,
  seriousViolations,
} from '../../test/renderPortico.js';

afterEach(cleanupPortico);

const nft = (tokenId: string, patch: Partial<AccountNft> = {}): AccountNft => ({
  chainId: devnet.caipNetworkId,
  contractAddress: '0xc011ec7105',
  tokenId,
  collectionName: 'Portico Shapes',
  name: `Portico Shapes #${tokenId}`,
  imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
  spam: false,
  ...patch,
});

/** A cloud serving the devnet whose NFTs answer is `answer`. */
function cloudWith(answer: CloudClient['getAccountNfts']) {
  const { client } = fakeHistoryClient({ '': { data: [], next: null } });
  client.getAccountNfts = answer;
  return client;
}

async function openNfts(answer: CloudClient['getAccountNfts']) {
  const rendered = renderPortico({
    cloudUrl: 'https://cloud.test',
    createCloudClient: () => cloudWith(answer),
  });
  await connectAndOpen(rendered);
  await rendered.user.click(rendered.modal().getByRole('tab', { name: 'NFTs' }));
  const panel = rendered.modal().getByRole('tabpanel', { name: 'NFTs' });
  return { ...rendered, panel };
}

describe('the NFTs tab', () => {
  it('a grid of the NFTs with preview, name and collection; spam collections hidden', async () => {
    const asked: string[] = [];
    const { panel } = await openNfts(async (_address, chainId) => {
      asked.push(chainId);
      return {
        nfts: [
          nft('2'),
          nft('1', {
            contractAddress: '0x5ba3',
            collectionName: 'Claim Your Airdrop',
            name: 'Claim #1',
            spam: true,
          }),
          nft('7', { imageUrl: undefined }),
        ],
      };
    });
    const grid = await within(panel).findByRole('list', { name: 'NFTs' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Portico Shapes #2Portico Shapes',
      'Portico Shapes #7Portico Shapes',
    ]);
    expect(within(grid).getByRole('listitem', { name: 'Portico Shapes #2' })).toBe(cards[0]);
    expect(within(grid).getByRole('img', { name: 'Portico Shapes #2' }).getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    // Without an image: a placeholder, no img.
    expect(within(cards[1] as HTMLElement).queryByRole('img')).toBeNull();
    expect(within(panel).queryByText(/Claim/)).toBeNull();
    expect(asked).toEqual([devnet.caipNetworkId]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('is busy while the NFTs are asked', async () => {
    const { panel } = await openNfts(() => new Promise(() => {}));
    expect(await within(panel).findByText('Loading NFTs…')).toBeTruthy();
    expect(panel.querySelector('.nfts')?.getAttribute('aria-busy')).toBe('true');
  });

  it('without NFTs (or with spam only): "No NFTs yet"', async () => {
    const { panel } = await openNfts(async () => ({ nfts: [nft('1', { spam: true })] }));
    expect(await within(panel).findByText('No NFTs yet')).toBeTruthy();
    expect(panel.querySelector('.nfts')?.getAttribute('aria-busy')).toBe('false');
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('after a failure: the toast, a message and "Try again", which asks again', async () => {
    let calls = 0;
    const { panel, user, modal } = await openNfts(async () => {
      calls += 1;
      if (calls === 1) throw new Error('HTTP status code: 500');
      return { nfts: [nft('2')] };
    });
    expect(await within(panel).findByText('The NFTs could not be loaded')).toBeTruthy();
    await waitFor(() => expect(modal().getByText('Failed to fetch NFTs')).toBeTruthy());
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('listitem', { name: 'Portico Shapes #2' })).toBeTruthy();
  });
});
