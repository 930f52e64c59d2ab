import { describe, expect, it } from 'vitest';
import { connect, openAccount } from './demoPage.js';
import { axeOnModal } from './support/axe.js';
import { demoSuite } from './support/demoSuite.js';
import { scanQrCode } from './support/qrCode.js';

describe('Receive on the demo', () => {
  const suite = demoSuite();

  it('Account → Receive shows the address, a QR code that scans to it, and the networks it is valid on', async () => {
    const [account] = suite.stack.accounts;
    if (!account) throw new Error('the stack has no account');
    const { page } = await suite.open();
    await connect(page);
    await openAccount(page, account.address);
    const accountView = page.getByRole('dialog', { name: 'Account' });
    const features = accountView.getByRole('navigation', { name: 'Wallet features' });
    // §9 order (onramp, swaps, receive, send).
    await features.getByRole('button', { name: 'Send' }).waitFor();
    expect(await features.getByRole('button').allTextContents()).toEqual([
      'Buy crypto',
      'Swap',
      'Receive',
      'Send',
    ]);
    await features.getByRole('button', { name: 'Receive' }).click();

    const receive = page.getByRole('dialog', { name: 'Receive' });
    const qr = receive.getByRole('img', { name: 'QR code of your address' });
    await qr.waitFor();
    expect(await scanQrCode(qr)).toBe(account.address);
    expect(await receive.textContent()).toContain(account.address);
    const networks = receive.getByRole('list', { name: 'Send only on these networks:' });
    expect(await networks.getByRole('listitem').allTextContents()).toEqual(
      suite.stack.chains.map((chain) => chain.name),
    );
    const { serious } = await axeOnModal(page);
    expect(serious).toEqual([]);
  });
});
