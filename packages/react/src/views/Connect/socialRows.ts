/** The height of a row of social buttons, and the gap between rows. */
export const socialRowPx = 48;
export const socialGapPx = 8;

/** The social buttons' height: the first provider's wide row, then one row of marks for the others. */
export const socialRowsHeightPx = (count: number): number =>
  count > 1 ? 2 * socialRowPx + socialGapPx : socialRowPx;
