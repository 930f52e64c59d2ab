import type { SIWEConfig, SIWXConfig, SIWXSettings, SiwxChoice } from './types.js';

export const isSiwxConfig = (siwx: SIWXConfig | SIWXSettings): siwx is SIWXConfig =>
  typeof (siwx as Partial<SIWXConfig>).createMessage === 'function';

/** The sign-in the options ask for, if any (`siwx` and `siweConfig` together are refused before). */
export function siwxChoice(options: {
  siwx?: SIWXConfig | SIWXSettings | null;
  siweConfig?: SIWEConfig | null;
}): SiwxChoice | undefined {
  if (options.siwx) return isSiwxConfig(options.siwx) ? { config: options.siwx } : { cloud: options.siwx };
  return options.siweConfig ? { siwe: options.siweConfig } : undefined;
}

/** Whether a connected account must sign in. */
export function isRequired(choice: SiwxChoice): boolean {
  if ('config' in choice) return choice.config.getRequired?.() ?? false;
  return ('cloud' in choice ? choice.cloud.required : choice.siwe.required) ?? false;
}

/** Whether a wallet may write the sign-in message itself (one-click auth): not when the dApp writes or signs it. */
export function allowsOneClick(choice: SiwxChoice): boolean {
  if ('config' in choice) return !choice.config.formatMessage && !choice.config.signMessage;
  return 'cloud' in choice || !choice.siwe.createMessage;
}
