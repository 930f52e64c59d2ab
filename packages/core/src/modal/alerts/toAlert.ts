import { formatAlert } from '../../shared/errors/alerts.js';
import type { PorticoAlert } from './types.js';

/** A §8 alert in its short and long forms, as the alert bar shows it. */
export function toAlert(code: PorticoAlert['code'], params: Record<string, string> = {}): PorticoAlert {
  const { shortMessage, longMessage, variant } = formatAlert(code, params);
  return { code, shortMessage, longMessage, variant };
}
