import { type SummaryLine, text } from './summaryText.js';
import { hexToBytes, readableText } from './text.js';

/** personal_sign's message: hex that is UTF-8 text shows as that text, other hex as is, plain text as is. */
export function personalSignMessage(message: unknown): string {
  if (typeof message !== 'string') return JSON.stringify(message) ?? '';
  const bytes = hexToBytes(message);
  return (bytes && readableText(bytes)) ?? message;
}

/** personal_sign params: `[message, address]`. */
export function personalSignRows(params: unknown): SummaryLine[] {
  const [message] = Array.isArray(params) ? params : [];
  return [{ label: text('summaryMessage'), value: personalSignMessage(message) }];
}
