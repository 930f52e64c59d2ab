import {
  accountMessagePart,
  selectShowsTokenTotal,
  selectTokenBalanceLoading,
  selectTokenRows,
  selectTokenTotal,
  type TokenRow,
} from '@portico/core';
import { useId } from 'react';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { TokenImage } from '../shared/AssetImages.js';
import { SkeletonRows } from '../shared/SkeletonRows.js';
import { tokenStyles } from './tokenStyles.js';

/**
 * The Tokens tab: the total in dollars and pennies (only with Portico Cloud's prices; hidden without), then a row
 * per token (core formats every figure; without prices a row has its amount only).
 */
export function TokensPanel() {
  const t = useT(accountMessagePart);
  const rows = usePorticoState(selectTokenRows);
  const showsTotal = usePorticoState(selectShowsTokenTotal);
  const total = usePorticoState(selectTokenTotal);
  const loading = usePorticoState(selectTokenBalanceLoading);
  return (
    <div className="tokens" aria-busy={loading}>
      <style>{tokenStyles}</style>
      {showsTotal && (
        <p className="token-total">
          <span className="visually-hidden">{t('account.total')} </span>
          {total}
        </p>
      )}
      {rows.length > 0 ? (
        <ul className="token-list" aria-label={t('account.tokens')}>
          {rows.map((row) => (
            <TokenItem key={row.key} row={row} />
          ))}
        </ul>
      ) : loading ? (
        <SkeletonRows label={t('account.loadingTokens')} />
      ) : (
        <p className="muted">{t('account.noTokens')}</p>
      )}
    </div>
  );
}

function TokenItem({ row }: { row: TokenRow }) {
  const nameId = useId();
  return (
    <li className="token-row" aria-labelledby={nameId}>
      <TokenImage token={row} />
      <span className="token-main">
        <span id={nameId} className="token-name">
          {row.name}
        </span>
        <span className="muted">
          {row.quantity} {row.symbol}
        </span>
      </span>
      <span className="token-figures">
        {row.value && <span>{row.value}</span>}
        {row.price && <span className="muted">{row.price}</span>}
      </span>
    </li>
  );
}
