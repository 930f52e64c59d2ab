import type { Connector } from '../../domain/connectorSource/connector.js';

/**
 * Every adapter's connectors as one list: an adapter's latest report replaces its earlier one; one entry per
 * id and namespace (the first reported wins).
 */
export function mergeConnectors(byAdapter: Iterable<readonly Connector[]>): Connector[] {
  const seen = new Set<string>();
  const merged: Connector[] = [];
  for (const connectors of byAdapter) {
    for (const connector of connectors) {
      const key = `${connector.chain}:${connector.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(connector);
    }
  }
  return merged;
}
