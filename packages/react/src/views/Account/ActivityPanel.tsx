import {
  type ActivityRow,
  accountMessagePart,
  selectActivityMonths,
  selectActivityUnloaded,
  selectHasMoreActivity,
  translateText,
} from '@portico/core';
import { useEffect, useId, useMemo, useRef } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { SkeletonRows } from '../shared/SkeletonRows.js';
import { activityStyles } from './activityStyles.js';

function ActivityItem({ row }: { row: ActivityRow }) {
  const t = useT(accountMessagePart);
  return (
    <li className="activity-row">
      {row.imageUrl ? <img className="activity-image" src={row.imageUrl} alt="" /> : null}
      <div className="activity-main">
        <span className="activity-operation">{translateText(t, row.operation)}</span>
        <span className="activity-detail">{translateText(t, row.counterparty)}</span>
      </div>
      <div className="activity-side">
        {row.amounts.map((amount, index) => (
          // A transaction may move the same amount twice: the position tells the transfers apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: transfers have no id of their own
          <span key={index} className="activity-amount">
            {amount}
          </span>
        ))}
        <span className="activity-detail">
          {row.time}
          {row.status === 'confirmed' ? '' : ` · ${translateText(t, row.status)}`}
        </span>
      </div>
    </li>
  );
}

/**
 * The Activity tab (§5): the account's transactions on the active network, by month, newest first. The first
 * page loads when the list is shown (and again after a change of account or network); the next page loads
 * when the end of the list comes into view, or with "Load more" from the keyboard.
 */
export function ActivityPanel() {
  const portico = usePorticoInstance();
  const t = useT(accountMessagePart);
  const headingId = useId();
  const activity = usePorticoState((state) => state.activity);
  const unloaded = selectActivityUnloaded({ activity });
  const canLoadMore = selectHasMoreActivity({ activity }) && !activity.loading;
  // Relative times are computed when the list changes; they are not a clock.
  const months = useMemo(() => selectActivityMonths({ activity }, Date.now(), t), [activity, t]);
  const sentinelRef = useRef<HTMLDivElement>(null);

  const loadMore = useRef(() => {
    portico.fetchTransactions().catch((error: unknown) => {
      portico.options.logger.error('The activity could not be loaded', error);
    });
  }).current;

  useEffect(() => {
    if (unloaded) loadMore();
  }, [unloaded, loadMore]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canLoadMore || !sentinel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, loadMore]);

  return (
    <div className="activity" aria-busy={activity.loading}>
      <style>{activityStyles}</style>
      {activity.empty && !activity.loading ? <p>{t('account.noActivity')}</p> : null}
      {activity.loading && months.length === 0 ? <SkeletonRows /> : null}
      {months.map((month) => (
        <section key={month.key} aria-labelledby={`${headingId}-${month.key}`}>
          <h3 id={`${headingId}-${month.key}`} className="activity-month">
            {month.title}
          </h3>
          <ul className="activity-list" aria-labelledby={`${headingId}-${month.key}`}>
            {month.rows.map((row) => (
              <ActivityItem key={row.id} row={row} />
            ))}
          </ul>
        </section>
      ))}
      {activity.loading ? <p>{t('account.loadingActivity')}</p> : null}
      {canLoadMore ? (
        <>
          <div ref={sentinelRef} aria-hidden="true" />
          <button type="button" className="activity-more" onClick={loadMore}>
            {t('account.loadMore')}
          </button>
        </>
      ) : null}
    </div>
  );
}
