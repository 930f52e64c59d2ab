import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';

/** §3 Asset from wallet_getAssets (EIP-7811): the balance in hex of the smallest unit. */
export interface WalletAsset {
  address: string;
  balance: string;
  type: string;
  metadata?: {
    name?: string;
    symbol?: string;
    decimals?: number;
    price?: number;
    iconUrl?: string;
    value?: number;
  };
}

/** `units` of a token as a decimal string: 1500000n with 6 decimals is '1.5'. */
function decimalOf(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${digits.slice(0, digits.length - decimals)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * §7 the wallet_getAssets path: a wallet's assets as the account's token balances — NATIVE without an address,
 * ERC20 with its contract; quantities exact from the hex balance and the decimals; price and value when the wallet
 * gives them. An asset without decimals or symbol, or with a balance that is no hex number, is left out.
 */
export function tokenBalancesOfAssets(
  assets: readonly WalletAsset[],
  chainId: CaipNetworkId,
): TokenBalance[] {
  return assets.flatMap((asset) => {
    const { name, symbol, decimals, price, iconUrl, value } = asset.metadata ?? {};
    if (typeof decimals !== 'number' || !symbol || !/^0x[0-9a-f]+$/i.test(asset.balance)) return [];
    const native = asset.type.toLowerCase() === 'native';
    return [
      {
        name: name ?? symbol,
        symbol,
        chainId,
        ...(native ? {} : { address: asset.address }),
        decimals,
        quantity: { decimals: String(decimals), numeric: decimalOf(BigInt(asset.balance), decimals) },
        ...(iconUrl ? { iconUrl } : {}),
        ...(price !== undefined ? { price } : {}),
        ...(value !== undefined ? { value } : {}),
      },
    ];
  });
}
