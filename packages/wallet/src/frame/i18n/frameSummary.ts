import type { RequestSummaryText } from '@portico/core/adapters';
import { frameLocale, frameText } from './frameText.js';
import type { FrameMessageKey } from './locales/en.js';

/**
 * The frame's words by key. A string parameter is the request's data (an address, an amount) and is shown exactly
 * as it is; a number is a count the frame or core made; a text is the frame's words again.
 */
export interface FrameText {
  key: FrameMessageKey;
  params?: Readonly<Record<string, string | number | FrameText>>;
}

/**
 * One piece of an approval's summary: the request's own data as a string (shown verbatim, never looked up), the
 * frame's words by key, or a moment (shown as date and time with its time zone in the frame's locale).
 */
type FramePart = string | FrameText | Date;

export interface FrameSummaryRow {
  label: FramePart;
  value: FramePart;
}

/** What the frame's approval shows of a request, by key: core's summary (`summarizeRequestText`) or a swap's. */
export interface FrameSummary {
  title: FramePart;
  rows: readonly FrameSummaryRow[];
}

// Every key of core's summary is a key of the frame's catalogue (en.ts spreads core's English): this fails to
// compile when core gains a key the frame cannot show.
const coreSummaryIsFrameSummary = (summary: RequestSummaryText): FrameSummary => summary;
void coreSummaryIsFrameSummary;

const paramsOf = (params: FrameText['params']): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? showPart(value) : value,
    ]),
  );

/** A piece of a summary as the frame shows it, in the frame's locale. */
function showPart(part: FramePart): string {
  if (typeof part === 'string') return part;
  if (part instanceof Date)
    return new Intl.DateTimeFormat(frameLocale(), { dateStyle: 'medium', timeStyle: 'long' }).format(part);
  return frameText(part.key, paramsOf(part.params));
}

/** A summary written out in the frame's locale: its heading and its rows. */
export const shownSummary = (
  summary: FrameSummary,
): { title: string; rows: { label: string; value: string }[] } => ({
  title: showPart(summary.title),
  rows: summary.rows.map((row) => ({ label: showPart(row.label), value: showPart(row.value) })),
});
