import { type AccountTab, accountMessagePart, selectAccountTabs, selectActiveAccount } from '@portico/core';
import { type KeyboardEvent, lazy, Suspense, useId, useRef } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';

const TokensPanel = lazy(() => import('./TokensPanel.js').then((m) => ({ default: m.TokensPanel })));
const ActivityPanel = lazy(() => import('./ActivityPanel.js').then((m) => ({ default: m.ActivityPanel })));
const NftsPanel = lazy(() => import('./NftsPanel.js').then((m) => ({ default: m.NftsPanel })));

/**
 * WAI-ARIA tabs over core's §3 currentTab: arrow keys, Home and End move between tabs; only the selected tab
 * is in the Tab order.
 */
export function AccountTabs() {
  const portico = usePorticoInstance();
  const t = useT(accountMessagePart);
  const baseId = useId();
  // Core decides which tabs show: without Portico Cloud only Tokens (no NFTs, no Activity).
  const tabs = usePorticoState(selectAccountTabs);
  const selected = usePorticoState((state) => selectActiveAccount(state)?.currentTab ?? 'Tokens');
  const buttons = useRef(new Map<AccountTab, HTMLButtonElement>());

  const select = (tab: AccountTab) => {
    portico.setAccountTab(tab);
    buttons.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected);
    const target = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={t('account.tabs')} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
            }}
            id={`${baseId}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === selected}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => select(tab)}
          >
            {t(`account.tab.${tab}`)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          id={`${baseId}-panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content takes focus itself
          tabIndex={0}
          hidden={tab !== selected}
          className="tabpanel muted"
        >
          {tab === 'Tokens' ? (
            <Suspense fallback={<p aria-busy="true">{t('account.loadingTokens')}</p>}>
              <TokensPanel />
            </Suspense>
          ) : tab !== selected ? null : tab === 'NFTs' ? (
            // The NFTs and Activity panels mount when shown: that is when their lists load.
            <Suspense fallback={<p aria-busy="true">{t('account.loadingNfts')}</p>}>
              <NftsPanel />
            </Suspense>
          ) : (
            <Suspense fallback={<p aria-busy="true">{t('account.loadingActivity')}</p>}>
              <ActivityPanel />
            </Suspense>
          )}
        </div>
      ))}
    </div>
  );
}
