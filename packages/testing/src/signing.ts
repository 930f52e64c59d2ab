import { ProviderRpcError } from '@portico/core';
import { isHex, type LocalAccount, type TypedDataDefinition } from 'viem';

/** Account methods name the account they act for: any other address is not authorised (4100). */
export function requireOwnAddress(account: LocalAccount, value: unknown): void {
  if (typeof value !== 'string' || value.toLowerCase() !== account.address.toLowerCase()) {
    throw new ProviderRpcError(4100);
  }
}

/** personal_sign: params [message (hex bytes, or text as some dApps send), address]. */
export function personalSign(account: LocalAccount, params: unknown): Promise<string> {
  const [message, address] = Array.isArray(params) ? params : [];
  requireOwnAddress(account, address);
  if (typeof message !== 'string')
    throw new ProviderRpcError(-32602, 'personal_sign expects [message, address]');
  return account.signMessage({ message: isHex(message) ? { raw: message } : message });
}

/** eth_signTypedData_v4: params [address, typed data as JSON text or object]. */
export function signTypedDataV4(account: LocalAccount, params: unknown): Promise<string> {
  const [address, typedData] = Array.isArray(params) ? params : [];
  requireOwnAddress(account, address);
  let definition: Record<string, unknown>;
  try {
    definition = typeof typedData === 'string' ? JSON.parse(typedData) : typedData;
  } catch {
    throw new ProviderRpcError(-32602, 'eth_signTypedData_v4 expects typed data as JSON');
  }
  if (typeof definition !== 'object' || definition === null) {
    throw new ProviderRpcError(-32602, 'eth_signTypedData_v4 expects [address, typedData]');
  }
  // viem derives the EIP712Domain type from `domain` itself.
  const { EIP712Domain: _, ...types } = (definition.types ?? {}) as Record<string, unknown>;
  return account.signTypedData({ ...definition, types } as unknown as TypedDataDefinition);
}
