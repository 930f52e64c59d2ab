/** The shortest recovery password the frame takes: it alone protects the recovery share the cloud keeps. */
export const RECOVERY_PASSWORD_MIN_LENGTH = 10;
/** zxcvbn's score (0–4) a recovery password needs: 3 is "safely unguessable" (~10^8 guesses and more). */
const RECOVERY_PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_SHORT = `Use at least ${RECOVERY_PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_WEAK = 'This password is too easy to guess: add more words or characters';
export const PASSWORDS_DIFFER = 'The passwords do not match';

export interface PasswordStrength {
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: number;
  /** Why the password is refused; undefined when it is strong enough. */
  problem?: string;
}

type Estimator = (password: string) => number;
let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn-ts with its common-password and name dictionaries, made for estimating how guessable a password is; loaded
 * on first use (its dictionaries are large and only the recovery-password form needs them).
 */
function loadEstimator(): Promise<Estimator> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
      return (password) => zxcvbn.check(password).score;
    },
  );
  return estimator;
}

/** How strong a new recovery password is, and why it is refused if it is. */
export async function recoveryPasswordStrength(password: string): Promise<PasswordStrength> {
  const score = (await loadEstimator())(password);
  if (password.length < RECOVERY_PASSWORD_MIN_LENGTH) return { score, problem: PASSWORD_TOO_SHORT };
  if (score < RECOVERY_PASSWORD_MIN_SCORE) return { score, problem: PASSWORD_TOO_WEAK };
  return { score };
}

/** Throws the reason a new recovery password is refused. */
export async function assertStrongRecoveryPassword(password: string): Promise<void> {
  const { problem } = await recoveryPasswordStrength(password);
  if (problem) throw new Error(problem);
}
