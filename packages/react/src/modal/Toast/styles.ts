import { constants } from '@portico/core';

export const toastStyles = `
.toast-region { position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); z-index: calc(var(--portico-z-index, 999) + 1); }
.toast {
  display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px;
  background: var(--p-bg); border: 1px solid var(--p-border); box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
  animation: portico-fade ${constants.modal.toastReshowDelayMs}ms ease-out;
}
.toast[data-variant='error'] { color: var(--p-error); }
.toast[data-variant='success'] { color: var(--p-success); }
`;
