import { type SummaryLine, text } from './summaryText.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A message's fields as rows, nested fields by their path (`from.wallet`, `items.0`): the dApp's own names and
 * values, plain strings, so never translated (a field named "Type" is not Portico's "Type").
 */
export function flattenFields(value: unknown, path: string): SummaryLine[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => flattenFields(item, `${path}.${index}`));
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, field]) =>
      flattenFields(field, path ? `${path}.${key}` : key),
    );
  return [{ label: path, value: String(value) }];
}

/** eth_signTypedData_v4 params: `[address, typedData]`, the typed data as JSON text or an object (EIP-712). */
export function typedDataRows(params: unknown): SummaryLine[] {
  const [, raw] = Array.isArray(params) ? params : [];
  const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!isRecord(data)) throw new TypeError('Typed data is not an object');
  const domain = isRecord(data.domain) ? data.domain : {};
  const rows: SummaryLine[] = [];
  if (domain.name !== undefined) rows.push({ label: text('summaryDomain'), value: String(domain.name) });
  if (domain.chainId !== undefined) rows.push({ label: text('summaryChain'), value: String(domain.chainId) });
  if (domain.verifyingContract !== undefined)
    rows.push({ label: text('summaryContract'), value: String(domain.verifyingContract) });
  if (data.primaryType !== undefined)
    rows.push({ label: text('summaryType'), value: String(data.primaryType) });
  return data.message === undefined ? rows : [...rows, ...flattenFields(data.message, '')];
}
