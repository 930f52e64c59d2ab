import type { PorticoState } from '../../instance/porticoState.js';
import { type ActivityRow, activityRow } from './activityRow.js';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month of the activity list, newest month first. */
export interface ActivityMonth {
  /** `2025-06` */
  key: string;
  /** `June 2025` */
  title: string;
  rows: readonly ActivityRow[];
}

/** The Activity tab's months, newest first, each with its rows; times relative to `now`. */
export function selectActivityMonths(state: Pick<PorticoState, 'activity'>, now: number): ActivityMonth[] {
  const { transactionsByYear } = state.activity;
  const newestFirst = (a: number, b: number) => b - a;
  return Object.keys(transactionsByYear)
    .map(Number)
    .sort(newestFirst)
    .flatMap((year) => {
      const months = transactionsByYear[year] ?? {};
      return Object.keys(months)
        .map(Number)
        .sort(newestFirst)
        .map((month) => ({
          key: `${year}-${String(month + 1).padStart(2, '0')}`,
          title: `${monthNames[month]} ${year}`,
          rows: (months[month] ?? []).map((transaction) => activityRow(transaction, now)),
        }));
    });
}

/** Whether the list was not asked for yet: the Activity tab then loads its first page. */
export const selectActivityUnloaded = ({ activity }: Pick<PorticoState, 'activity'>): boolean =>
  !activity.loading && !activity.empty && activity.transactions.length === 0;

/** Whether another page of activity can be loaded. */
export const selectHasMoreActivity = (state: Pick<PorticoState, 'activity'>): boolean =>
  state.activity.next !== undefined;
