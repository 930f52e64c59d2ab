import { describe, expect, it } from 'vitest';
import { pairingLink, walletLinks } from './walletLinks.js';

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=abc';
const encoded = encodeURIComponent(uri);

describe('wallet links hand the pairing URI over (§3 wallet listing)', () => {
  it.each([
    ['a universal link', 'https://metamask.app.link/', `https://metamask.app.link/wc?uri=${encoded}`],
    ['a web app', 'https://app.example.org', `https://app.example.org/wc?uri=${encoded}`],
    ['a native scheme with //', 'rainbow://', `rainbow://wc?uri=${encoded}`],
    ['a native scheme without //', 'metamask:', `metamask://wc?uri=${encoded}`],
    ['a native scheme with a path', 'trust://open', `trust://open/wc?uri=${encoded}`],
  ])('%s', (_, base, href) => {
    expect(pairingLink(base, uri)).toBe(href);
  });

  it('offers the mobile link first on a phone, desktop and web elsewhere; missing links are left out', () => {
    const wallet = { mobile_link: 'rainbow://', desktop_link: null, webapp_link: 'https://rainbow.me' };
    expect(walletLinks(wallet, uri, true).map(({ kind }) => kind)).toEqual(['mobile', 'web']);
    expect(walletLinks(wallet, uri, false).map(({ kind }) => kind)).toEqual(['web', 'mobile']);
    expect(walletLinks({}, uri, false)).toEqual([]);
  });
});
