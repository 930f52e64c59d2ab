import { ProviderRpcError, rpcErrorCodes } from '@portico/core';
import type { EmbeddedRequest } from '@portico/core/adapters';
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

/** The frame's answer, given by the test as the visitor would give it in the frame's own document. */
function frameAnswer() {
  let answer: { resolve(value: unknown): void; reject(error: unknown): void } = {
    resolve: () => {},
    reject: () => {},
  };
  const run = () =>
    new Promise<unknown>((resolve, reject) => {
      answer = { resolve, reject };
    });
  return { run, answer: () => answer };
}

describe('the ApproveTransaction view', () => {
  it("§4 shows the secure frame itself for the request (no Approve of the page's own); the frame's answer resolves and closes", async () => {
    const { modal, gate, portico, embedded } = await loggedIn();
    const frame = frameAnswer();
    let result = outcome(Promise.resolve());
    act(() => {
      result = outcome(gate(sign, frame.run));
    });
    const box = await modal().findByRole('group', { name: 'Review the request in your Portico wallet' });
    expect(embedded.frameAnchors).toEqual([box]);
    expect(modal().queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(focusedInModal()).toBe(box);
    expect(await seriousViolations()).toEqual([]);
    act(() => frame.answer().resolve('0xsignature'));
    expect(await result).toEqual({ value: '0xsignature' });
    expect(portico.getState().modal.open).toBe(false);
    expect(embedded.frameAnchors).toEqual([]);
  });

  it('§4 a refusal in the frame reaches the dApp as 4001 and closes', async () => {
    const { gate, portico, modal } = await loggedIn();
    const frame = frameAnswer();
    let result = outcome(Promise.resolve());
    act(() => {
      result = outcome(gate(send, frame.run));
    });
    await modal().findByRole('group', { name: 'Review the request in your Portico wallet' });
    act(() => frame.answer().reject(new ProviderRpcError(rpcErrorCodes.userRejected)));
    expect(await result).toMatchObject({ error: { code: 4001, message: 'User rejected the request.' } });
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 a failed request shows its error over the next one waiting', async () => {
    const { modal, gate } = await loggedIn();
    const signing = frameAnswer();
    const results: ReturnType<typeof outcome>[] = [];
    act(() => {
      results.push(outcome(gate(sign, signing.run)));
      results.push(
        outcome(
          gate(send, async () => {
            throw new Error('insufficient funds');
          }),
        ),
      );
    });
    expect(await results[1]).toMatchObject({ error: { message: 'insufficient funds' } });
    expect((await modal().findByRole('alert')).textContent).toBe('insufficient funds');
    expect(modal().getByRole('group', { name: 'Review the request in your Portico wallet' })).toBeTruthy();
    act(() => signing.answer().reject(new ProviderRpcError(rpcErrorCodes.userRejected)));
    expect(await results[0]).toMatchObject({ error: { code: 4001 } });
  });
});
