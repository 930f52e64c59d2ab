/** Fixed row height (px): every wallet row is one line, so the window is plain arithmetic. */
export const rowHeightPx = 56;
/** The list viewport's max height (px, its CSS `max-height`): never taller, so the window covers this. */
export const viewportHeightPx = 400;
/** Rows rendered above and below the visible ones, so fast scrolling and Tab find rows ready. */
const overscanRows = 4;

/** The rows `[start, end)` to render for a scroll position. */
export function windowRange(
  scrollTop: number,
  viewportHeight: number,
  rowCount: number,
): { start: number; end: number } {
  const start = Math.max(0, Math.floor(scrollTop / rowHeightPx) - overscanRows);
  const end = Math.min(rowCount, Math.ceil((scrollTop + viewportHeight) / rowHeightPx) + overscanRows);
  return { start, end: Math.max(start, end) };
}
