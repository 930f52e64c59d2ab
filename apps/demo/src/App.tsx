import type { Network } from '@portico/core';
import { selectThemeVariables } from '@portico/core';
import type { WagmiEvmAdapter } from '@portico/evm';
import { ConnectButton, NetworkButton, usePorticoState, useTheme } from '@portico/react';
import { AccountSection } from './AccountSection.js';
import { Diagnostics } from './Diagnostics.js';
import { SendCalls } from './SendCalls.js';
import { SendTransaction } from './SendTransaction.js';
import { SettingsPanel } from './SettingsPanel.js';
import { SignIn } from './SignIn.js';
import { SignMessage } from './SignMessage.js';
import { SwitchNetworkButtons } from './SwitchNetworkButtons.js';

/**
 * A small dApp: the header with Portico's buttons, the account and its actions in the main column, and beside
 * them the settings (the modal's theme and features, live) and the diagnostics a developer checks.
 */
export function App({
  networks,
  wagmiConfig,
  mailboxUrl,
  pusd,
}: {
  networks: readonly Network[];
  wagmiConfig: WagmiEvmAdapter['wagmiConfig'];
  /** The cloud's built-in mailbox, where email login codes arrive in development. */
  mailboxUrl?: string;
  /** pUSD's address per EVM chain id. */
  pusd: Readonly<Record<number, `0x${string}`>>;
}) {
  // The page follows the modal's mode and accent, so the two look like one product.
  const { mode } = useTheme();
  const variables = usePorticoState(selectThemeVariables);
  const accent = {
    ...(variables['--portico-accent'] ? { '--accent': variables['--portico-accent'] } : {}),
    ...(variables['--portico-on-accent'] ? { '--on-accent': variables['--portico-on-accent'] } : {}),
  } as React.CSSProperties;
  return (
    <div className="app" data-theme={mode} style={accent}>
      <header className="topbar">
        <h1 className="brand">
          <span className="logo" aria-hidden="true" />
          Portico demo
        </h1>
        <nav aria-label="Wallet">
          <ConnectButton />
          <NetworkButton />
        </nav>
      </header>
      <div className="layout">
        <main className="main">
          <AccountSection />
          <SignIn />
          <div className="actions">
            <SignMessage />
            <SendTransaction config={wagmiConfig} />
            <SendCalls config={wagmiConfig} pusd={pusd} />
            <SwitchNetworkButtons networks={networks} />
          </div>
        </main>
        <aside className="side" aria-label="Settings and diagnostics">
          <SettingsPanel />
          <Diagnostics networks={networks} wagmiConfig={wagmiConfig} mailboxUrl={mailboxUrl} />
        </aside>
      </div>
    </div>
  );
}
