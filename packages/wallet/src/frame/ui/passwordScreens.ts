import { frameText } from '../i18n/frameText.js';
import {
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_WEAK,
  PASSWORDS_DIFFER,
  RECOVERY_PASSWORD_MIN_LENGTH,
  recoveryPasswordStrength,
} from '../recovery/passwordStrength.js';
import type { Screen } from './approvalScreen.js';
import { h, uniqueId } from './dom.js';

const strengthWords = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

/** A recovery password's fault (the rule's English words) in the frame's locale. */
function frameProblem(problem: string): string {
  if (problem === PASSWORDS_DIFFER) return frameText('passwordsDiffer');
  if (problem === PASSWORD_TOO_WEAK) return frameText('tooWeak');
  if (problem === PASSWORD_TOO_SHORT) return frameText('tooShort', { min: RECOVERY_PASSWORD_MIN_LENGTH });
  return problem;
}

function passwordField(doc: Document, label: string, autocomplete: string) {
  const id = uniqueId('password');
  const input = h(doc, 'input', { id, type: 'password', autocomplete, required: true, maxlength: '1024' });
  return { input, field: h(doc, 'div', { class: 'field' }, h(doc, 'label', { for: id }, label), input) };
}

function passwordForm(doc: Document, heading: string, description: string, fields: HTMLElement[]) {
  const headingId = uniqueId('form');
  const title = h(doc, 'h1', { id: headingId, tabindex: '-1' }, heading);
  const error = h(doc, 'p', { class: 'error', role: 'alert' });
  const submit = h(doc, 'button', { type: 'submit', class: 'primary' }, frameText('continue'));
  const form = h(
    doc,
    'form',
    { class: 'screen', 'aria-labelledby': headingId, novalidate: true },
    title,
    h(doc, 'p', { class: 'description' }, description),
    ...fields,
    error,
    submit,
  );
  /** Runs `task` with the form busy; its failure is shown in the form's alert. */
  const busy = async (task: () => Promise<void>) => {
    submit.disabled = true;
    form.setAttribute('aria-busy', 'true');
    error.textContent = '';
    try {
      await task();
    } catch (failure) {
      error.textContent = failure instanceof Error ? failure.message : String(failure);
    } finally {
      submit.disabled = false;
      form.removeAttribute('aria-busy');
    }
  };
  return { form, title, error, busy };
}

/**
 * A new wallet's recovery password, chosen in the frame: at least RECOVERY_PASSWORD_MIN_LENGTH characters, strong
 * enough for zxcvbn (its strength shown while typing), typed twice. `choose` gets it once it passes.
 */
export function choosePasswordScreen(doc: Document, choose: (password: string) => void): Screen {
  const password = passwordField(doc, frameText('recoveryPassword'), 'new-password');
  const confirmation = passwordField(doc, frameText('confirmRecoveryPassword'), 'new-password');
  const meter = h(doc, 'p', { class: 'strength', 'aria-live': 'polite' });
  const { form, title, error, busy } = passwordForm(
    doc,
    frameText('chooseTitle'),
    frameText('chooseDescription', { min: RECOVERY_PASSWORD_MIN_LENGTH }),
    [password.field, meter, confirmation.field],
  );
  password.input.addEventListener('input', () => {
    const typed = password.input.value;
    recoveryPasswordStrength(typed).then(
      ({ score }) => {
        if (password.input.value === typed)
          meter.textContent = typed
            ? frameText('strength', { word: frameText(strengthWords[score] ?? 'veryWeak') })
            : '';
      },
      (failure: unknown) => {
        error.textContent = failure instanceof Error ? failure.message : String(failure);
      },
    );
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void busy(async () => {
      const { problem } = await recoveryPasswordStrength(password.input.value);
      if (problem) throw new Error(frameProblem(problem));
      if (password.input.value !== confirmation.input.value) throw new Error(frameProblem(PASSWORDS_DIFFER));
      choose(password.input.value);
    });
  });
  return { element: form, focusTarget: title, dispose: () => {} };
}

/** The recovery password of a wallet this device does not hold yet; each try goes to `unlock`. */
export function enterPasswordScreen(
  doc: Document,
  unlock: (password: string) => Promise<void>,
  done: () => void,
): Screen {
  const password = passwordField(doc, frameText('recoveryPassword'), 'current-password');
  const { form, title, busy } = passwordForm(doc, frameText('enterTitle'), frameText('enterDescription'), [
    password.field,
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void busy(async () => {
      await unlock(password.input.value);
      password.input.value = '';
      done();
    });
  });
  return { element: form, focusTarget: title, dispose: () => {} };
}
