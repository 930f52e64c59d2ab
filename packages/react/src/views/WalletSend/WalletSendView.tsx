import {
  selectResolvesNames,
  selectSendAmountUsd,
  selectSendTokens,
  sendMessagePart,
  translateText,
} from '@portico/core';
import { type FormEvent, useEffect, useId } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { sendStyles } from './styles.js';

/** How long typing rests before a typed name is looked up. */
const nameLookupDelayMs = 400;

/** The Send form: token, amount (with Max), receiver (an address, or an EVM name with its profile); then Preview. */
export function WalletSendView() {
  const portico = usePorticoInstance();
  const t = useT(sendMessagePart);
  const send = usePorticoState((state) => state.send);
  const tokens = usePorticoState(selectSendTokens);
  const amountUsd = usePorticoState(selectSendAmountUsd);
  // Names resolve through Portico Cloud on eip155; elsewhere, and without a cloud, the receiver is an address.
  const resolvesNames = usePorticoState(selectResolvesNames);
  const ids = { token: useId(), amount: useId(), receiver: useId() };
  const tokenKey = (address: string | undefined) => address ?? 'native';

  // The first token is picked until the visitor picks another.
  useEffect(() => {
    const [first] = tokens;
    if (!send.token && first) portico.setSendToken(first);
  }, [portico, send.token, tokens]);

  useEffect(() => {
    if (!resolvesNames || !send.receiverAddress) return;
    const timer = setTimeout(() => void portico.resolveSendReceiver(), nameLookupDelayMs);
    return () => clearTimeout(timer);
  }, [portico, resolvesNames, send.receiverAddress]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void portico.previewSend();
  };

  return (
    <form className="view stack" onSubmit={submit} aria-busy={send.loading}>
      <style>{sendStyles}</style>
      <div className="field">
        <label htmlFor={ids.token}>{t('send.token')}</label>
        <select
          id={ids.token}
          className="search"
          value={tokenKey(send.token?.address)}
          onChange={(event) => {
            const token = tokens.find((candidate) => tokenKey(candidate.address) === event.target.value);
            if (token) portico.setSendToken(token);
          }}
        >
          {tokens.map((token) => (
            <option key={tokenKey(token.address)} value={tokenKey(token.address)}>
              {t('send.available', { symbol: token.symbol, amount: token.quantity.numeric })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.amount}>{t('send.amount')}</label>
        <div className="field-row">
          <input
            id={ids.amount}
            className="search"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={send.sendTokenAmount ?? ''}
            onChange={(event) => portico.setSendAmount(event.target.value)}
          />
          <button type="button" className="secondary" onClick={() => void portico.setMaxSendAmount()}>
            {t('send.max')}
          </button>
        </div>
        {amountUsd && <span className="muted">≈ {amountUsd}</span>}
      </div>
      <div className="field">
        <label htmlFor={ids.receiver}>{resolvesNames ? t('send.receiverOrName') : t('send.receiver')}</label>
        <input
          id={ids.receiver}
          className="search"
          autoComplete="off"
          spellCheck={false}
          value={send.receiverAddress ?? ''}
          onChange={(event) => portico.setSendReceiver(event.target.value)}
        />
        {send.receiverProfileName && (
          <output className="receiver-profile" aria-label={t('send.receiverProfile')}>
            {send.receiverProfileImage && <img src={send.receiverProfileImage} alt="" />}
            <span>{send.receiverProfileName}</span>
            <span className="muted">{send.resolvedReceiver}</span>
          </output>
        )}
      </div>
      {send.error && (
        <p className="error-text" role="alert">
          {translateText(t, send.error)}
        </p>
      )}
      <button type="submit" className="primary" disabled={send.loading}>
        {send.loading ? t('send.checking') : t('send.preview')}
      </button>
    </form>
  );
}
