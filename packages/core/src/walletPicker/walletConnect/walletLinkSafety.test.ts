import { describe, expect, it, vi } from 'vitest';
import { registryWallet } from '../../cloud/client/test/fakeCloud.js';
import { isSafeWalletLink, walletLinks } from '../../index.js';
import { withSafeWalletLinks } from './walletLinkSafety.js';

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=abc';

/** Links a browser would run as script, show as the page's own content, or open from the visitor's disk. */
const refused = [
  'javascript:alert(1)//',
  'JaVaScRiPt:alert(1)//',
  ' javascript:alert(1)//',
  '\u0000javascript:alert(1)//',
  '\u001f\u0001 javascript:alert(1)//',
  'java\tscript:alert(1)//',
  'java\nscript:alert(1)//',
  'javascript:alert(1)//\u0000',
  'javascript',
  'data:text/html,<script>alert(1)</script>',
  ' DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/0b0e8c2a',
  'about:blank',
  'view-source:https://example.org',
  'filesystem:https://example.org/temporary/x',
];

describe('wallet links the modal may open', () => {
  it.each(refused)('refuses %j as a deep link and as a web link', (link) => {
    expect(isSafeWalletLink(link, 'app')).toBe(false);
    expect(isSafeWalletLink(link, 'web')).toBe(false);
  });

  it.each([
    ['https://metamask.app.link/', 'web'],
    ['http://127.0.0.1:5173/wallet', 'web'],
    ['HTTPS://wallet.example', 'web'],
    ['metamask://', 'app'],
    ['okex://main', 'app'],
    ['cbwallet:', 'app'],
    ['https://rainbow.me', 'app'],
  ] as const)('allows %s as a %s link', (link, use) => {
    expect(isSafeWalletLink(link, use)).toBe(true);
  });

  it('allows an app scheme only for deep links, and nothing unparsable', () => {
    expect(isSafeWalletLink('rainbow://', 'web')).toBe(false);
    expect(isSafeWalletLink('//evil.example/wc', 'app')).toBe(false);
    expect(isSafeWalletLink('', 'app')).toBe(false);
  });

  it.each(refused)('walletLinks offers no link built on %j and logs it (never the pairing URI)', (link) => {
    const logger = { warn: vi.fn() };
    const wallet = { mobile_link: link, desktop_link: link, webapp_link: link };
    expect(walletLinks(wallet, uri, true, logger)).toEqual([]);
    expect(walletLinks(wallet, uri, false, logger)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(5);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Wallet link refused: the mobile link/),
      link,
    );
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('symKey');
  });

  it('walletLinks keeps the safe links of a wallet beside a refused one', () => {
    const logger = { warn: vi.fn() };
    const wallet = {
      mobile_link: 'javascript:alert(1)//',
      desktop_link: 'rainbow://',
      webapp_link: 'https://rainbow.me',
    };
    expect(walletLinks(wallet, uri, false, logger).map(({ kind }) => kind)).toEqual(['desktop', 'web']);
    expect(walletLinks(wallet, uri, true, logger).map(({ kind }) => kind)).toEqual(['web']);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('a registry entry keeps its safe links; each refused one becomes null and is logged', () => {
    const logger = { warn: vi.fn() };
    const entry = registryWallet(7, {
      homepage: 'data:text/html,<h1>Wallet</h1>',
      mobile_link: 'javascript:alert(1)//',
      desktop_link: 'wallet7://',
      webapp_link: 'https://app.wallet7.example',
      app_store: ' javascript:alert(1)//',
      play_store: 'https://play.google.com/store/apps/details?id=wallet7',
      chrome_store: 'wallet7://store',
      firefox_store: null,
    });
    expect(withSafeWalletLinks(entry, logger)).toEqual({
      ...entry,
      homepage: null,
      mobile_link: null,
      app_store: null,
      chrome_store: null,
    });
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      'Wallet link refused: wallet-7 homepage is not an allowed link',
      'Wallet link refused: wallet-7 mobile_link is not an allowed link',
      'Wallet link refused: wallet-7 app_store is not an allowed link',
      'Wallet link refused: wallet-7 chrome_store is not an allowed link',
    ]);
    const safe = registryWallet(8, { mobile_link: 'wallet8://' });
    expect(withSafeWalletLinks(safe, logger)).toBe(safe);
  });
});
