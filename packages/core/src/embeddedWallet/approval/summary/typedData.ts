import type { SummaryRow } from './requestSummary.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message's fields as rows, nested fields by their path (`from.wallet`, `items.0`). */
export function flattenFields(value: unknown, path: string): SummaryRow[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => flattenFields(item, `${path}.${index}`));
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, field]) =>
      flattenFields(field, path ? `${path}.${key}` : key),
    );
  return [{ label: path, value: String(value) }];
}

/** eth_signTypedData_v4 params: `[address, typedData]`, the typed data as JSON text or an object (EIP-712). */
export function typedDataRows(params: unknown): SummaryRow[] {
  const [, raw] = Array.isArray(params) ? params : [];
  const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!isRecord(data)) throw new TypeError('Typed data is not an object');
  const domain = isRecord(data.domain) ? data.domain : {};
  const rows: SummaryRow[] = [];
  if (domain.name !== undefined) rows.push({ label: 'Domain', value: String(domain.name) });
  if (domain.chainId !== undefined) rows.push({ label: 'Chain', value: String(domain.chainId) });
  if (domain.verifyingContract !== undefined)
    rows.push({ label: 'Contract', value: String(domain.verifyingContract) });
  if (data.primaryType !== undefined) rows.push({ label: 'Type', value: String(data.primaryType) });
  return data.message === undefined ? rows : [...rows, ...flattenFields(data.message, '')];
}
