import type { EmbeddedRequest } from '@portico/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logInByEmail, renderEmbedded } from '../../test/renderEmbedded.js';
import { cleanupPortico, focusedInModal, seriousViolations } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

const sign: EmbeddedRequest = {
  namespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  method: 'personal_sign',
  params: ['0x48656c6c6f', '0xa11ce'],
};
const send: EmbeddedRequest = {
  namespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  method: 'eth_sendTransaction',
  params: [{ to: '0xb0b', value: '0xde0b6b3a7640000' }],
};

/** A request's outcome, observed from the start (a refusal is never left unhandled). */
const outcome = (request: Promise<unknown>) =>
  request.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/** Logged in by email with the modal closed, and the gate the embedded wallet was handed. */
async function loggedIn() {
  const rendered = await renderEmbedded();
  await logInByEmail(rendered);
  await screen.findByRole('button', { name: /0xa1/ });
  return { ...rendered, gate: rendered.embedded.gate() };
}

describe('the ApproveTransaction view', () => {
  it('§4 names the request, shows its summary, and Approve resolves the request and closes', async () => {
    const { modal, user, gate, portico } = await loggedIn();
    let result = outcome(Promise.resolve());
    act(() => {
      result = outcome(gate(sign, async () => '0xsignature'));
    });
    expect(await modal().findByRole('heading', { name: 'Sign message' })).toBeTruthy();
    expect(await modal().findByText('Hello')).toBeTruthy();
    expect(modal().getByText('Message')).toBeTruthy();
    expect(focusedInModal()).toBe(modal().getByRole('button', { name: 'Reject' }));
    expect(await seriousViolations()).toEqual([]);
    await user.click(modal().getByRole('button', { name: 'Approve' }));
    expect(await result).toEqual({ value: '0xsignature' });
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 Reject refuses with 4001 and closes', async () => {
    const { modal, user, gate, portico } = await loggedIn();
    let result = outcome(Promise.resolve());
    act(() => {
      result = outcome(gate(send, async () => '0xhash'));
    });
    expect(await modal().findByRole('heading', { name: 'Send transaction' })).toBeTruthy();
    expect(await modal().findByText('1 ETH')).toBeTruthy();
    await user.click(modal().getByRole('button', { name: 'Reject' }));
    expect(await result).toMatchObject({ error: { code: 4001, message: 'User rejected the request.' } });
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 a failed request shows its error over the next one waiting', async () => {
    const { modal, user, gate } = await loggedIn();
    const results: ReturnType<typeof outcome>[] = [];
    act(() => {
      results.push(outcome(gate(sign, async () => 'signed')));
      results.push(
        outcome(
          gate(send, async () => {
            throw new Error('insufficient funds');
          }),
        ),
      );
    });
    expect(await modal().findByRole('heading', { name: 'Send transaction' })).toBeTruthy();
    await user.click(modal().getByRole('button', { name: 'Approve' }));
    expect(await results[1]).toMatchObject({ error: { message: 'insufficient funds' } });
    expect((await modal().findByRole('alert')).textContent).toBe('insufficient funds');
    expect(await modal().findByRole('heading', { name: 'Sign message' })).toBeTruthy();
    await user.click(modal().getByRole('button', { name: 'Reject' }));
    expect(await results[0]).toMatchObject({ error: { code: 4001 } });
  });
});
