import type { Translate } from '../../i18n/translator.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { type ActivityRow, activityRow } from './activityRow.js';

/** A month of the activity list, newest month first. */
export interface ActivityMonth {
  /** `2025-06` */
  key: string;
  /** `June 2025`, as the locale writes a month (`Intl.DateTimeFormat`) */
  title: string;
  rows: readonly ActivityRow[];
}

/**
 * The Activity tab's months, newest first, each with its rows; times relative to `now`, written by `t` (the active
 * locale's, `selectTranslate`; English when not given).
 */
export function selectActivityMonths(
  state: Pick<PorticoState, 'activity'>,
  now: number,
  t?: Translate,
): ActivityMonth[] {
  const { transactionsByYear } = state.activity;
  const monthTitle = new Intl.DateTimeFormat(t?.locale ?? 'en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
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
          title: monthTitle.format(Date.UTC(year, month)),
          rows: (months[month] ?? []).map((transaction) => activityRow(transaction, now, t)),
        }));
    });
}

/** Whether the list was not asked for yet: the Activity tab then loads its first page. */
export const selectActivityUnloaded = ({ activity }: Pick<PorticoState, 'activity'>): boolean =>
  !activity.loading && !activity.empty && activity.transactions.length === 0;

/** Whether another page of activity can be loaded. */
export const selectHasMoreActivity = (state: Pick<PorticoState, 'activity'>): boolean =>
  state.activity.next !== undefined;
