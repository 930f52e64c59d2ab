/** Where a page of the history ends: the last transaction's sort key. */
export interface HistoryPosition {
  minedAt: number;
  chainId: string;
  blockNumber: number;
  txIndex: number;
}

/** The opaque `next` cursor of a page. */
export function encodeHistoryCursor(position: HistoryPosition): string {
  const { minedAt, chainId, blockNumber, txIndex } = position;
  return Buffer.from(JSON.stringify([minedAt, chainId, blockNumber, txIndex])).toString('base64url');
}

const integer = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The position a cursor names; undefined when it is not one this server made. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [minedAt, chainId, blockNumber, txIndex] = parsed as unknown[];
  if (!integer(minedAt) || typeof chainId !== 'string' || !integer(blockNumber) || !integer(txIndex)) {
    return undefined;
  }
  return { minedAt, chainId, blockNumber, txIndex };
}
