import type { CloudClient, TokenBalance } from '@portico/core';
import { fireEvent, within } from '@testing-library/react';
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

const token = (name: string, symbol: string, patch: Partial<TokenBalance>): TokenBalance => ({
  name,
  symbol,
  chainId: devnet.caipNetworkId,
  decimals: 18,
  quantity: { decimals: '18', numeric: '1' },
  ...patch,
});

const balances = [
  token('Ether', 'ETH', {
    iconUrl: 'data:image/png;base64,iVBORw0KGgo=',
    quantity: { decimals: '18', numeric: '0.61728' },
    price: 1620.0128,
    value: 1000.004,
  }),
  token('Portico Dollar', 'PUSD', {
    address: '0xd011a5',
    quantity: { decimals: '6', numeric: '234.552' },
    price: 1,
    value: 234.552,
  }),
  token('Unpriced', 'UNP', { address: '0x0e', quantity: { decimals: '18', numeric: '12' } }),
];

/** A cloud that serves the devnet and answers the balances with `answer`. */
function cloudWith(answer: () => Promise<{ balances: TokenBalance[] }>): CloudClient {
  return {
    ...fakeHistoryClient({ '': { data: [], next: null } }).client,
    getSupportedChains: async () => ({ http: [devnet.caipNetworkId], ws: [] }),
    getAccountBalance: answer,
  };
}

function renderWithCloud(answer: () => Promise<{ balances: TokenBalance[] }>) {
  return renderPortico({ cloudUrl: 'https://cloud.test', createCloudClient: () => cloudWith(answer) });
}

describe('the Tokens tab', () => {
  it('[§5 display] a row per token with icon, name, quantity (3 decimals), price and value in dollars and pennies; the total on top', async () => {
    const { portico, user, modal } = renderWithCloud(async () => ({ balances }));
    await connectAndOpen({ portico, user });
    const panel = modal().getByRole('tabpanel', { name: 'Tokens' });
    const list = await within(panel).findByRole('list', { name: 'Tokens' });
    // The unrounded values summed, rounded once: 1000.00 + 234.55 would give $1,234.55.
    expect(panel.querySelector('.token-total')?.textContent).toBe('Total $1,234.56');
    const [ether, dollar, unpriced] = within(list).getAllByRole('listitem');
    expect(ether).toBe(within(list).getByRole('listitem', { name: 'Ether' }));
    expect(ether?.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(ether?.textContent).toBe('Ether0.617 ETH$1,000.00$1,620.01');
    expect(dollar).toBe(within(list).getByRole('listitem', { name: 'Portico Dollar' }));
    // No icon of its own: Portico Cloud's image of its symbol (§7 GET /public/getTokenImage/{id})…
    const cloudIcon = dollar?.querySelector('img');
    expect(cloudIcon?.getAttribute('src')).toMatch(
      /^https:\/\/cloud\.test\/public\/getTokenImage\/PUSD\?projectId=/,
    );
    // …and where that fails, the monogram.
    if (cloudIcon) fireEvent.error(cloudIcon);
    expect(dollar?.querySelector('.letter-tile')?.textContent).toBe('P');
    expect(dollar?.textContent).toBe('PPortico Dollar234.552 PUSD$234.55$1.00');
    // No price: no fiat figures.
    expect(unpriced?.textContent).toMatch(/^U?Unpriced12\.000 UNP$/);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the loading state while the balances are asked', async () => {
    const { portico, user, modal } = renderWithCloud(() => new Promise(() => {}));
    await connectAndOpen({ portico, user });
    const panel = modal().getByRole('tabpanel', { name: 'Tokens' });
    expect(await within(panel).findByText('Loading tokens…')).toBeTruthy();
    expect(panel.querySelector('.tokens')?.getAttribute('aria-busy')).toBe('true');
    // Shimmering placeholder rows, not empty space.
    expect(panel.querySelectorAll('.skeleton-row').length).toBeGreaterThan(0);
  });

  it('without tokens: "No tokens yet" and a total of $0.00', async () => {
    const { portico, user, modal } = renderWithCloud(async () => ({ balances: [] }));
    await connectAndOpen({ portico, user });
    const panel = modal().getByRole('tabpanel', { name: 'Tokens' });
    expect(await within(panel).findByText('No tokens yet')).toBeTruthy();
    expect(within(panel).getByText('$0.00')).toBeTruthy();
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the Tokens tab without a backend (no cloudUrl)', () => {
  const pusd = {
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    symbol: 'pUSD',
    decimals: 6,
    name: 'Portico USD',
  };

  it('the native coin and the configured tokens read by the chain adapter: amounts without fiat, no total', async () => {
    const { portico, user, modal, wallet } = renderPortico({ tokens: { [devnet.caipNetworkId]: [pusd] } });
    wallet.adapter.getTokenAmounts = async ({ tokens }) => tokens.map(() => '1234.567891');
    await connectAndOpen({ portico, user });
    const panel = modal().getByRole('tabpanel', { name: 'Tokens' });
    const list = await within(panel).findByRole('list', { name: 'Tokens' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['EEther1.235 ETH', 'PPortico USD1234.568 pUSD']);
    // Hidden, not $0.00: without prices there is no total to show.
    expect(panel.querySelector('.token-total')).toBeNull();
    expect(within(panel).queryByText(/\$/)).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});
