import type { SignedSignIn } from '../../domain/signIn/signInMessage.js';
import type { SignInPort } from '../../domain/signIn/signInPort.js';
import type { PorticoPorts } from '../../instance/ports.js';
import type { Runtime } from '../../instance/runtime.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { cloudSiwx } from './configs/cloudSiwx.js';
import { fromSiweConfig } from './configs/fromSiweConfig.js';
import { oneClickSignIns } from './oneClickSignIns.js';
import { createSiwxEngine, type SiwxEngine } from './siwxEngine.js';
import type { SIWXConfig, SiwxChoice } from './types.js';

function configOf(rt: Runtime, cloud: PorticoPorts['cloud'], choice: SiwxChoice): SIWXConfig {
  if ('config' in choice) return choice.config;
  if ('siwe' in choice) return fromSiweConfig(choice.siwe);
  // Without a client the project id is missing or invalid: its alert already says so.
  if (!cloud.client) throw new PorticoError('SIWX_NEEDS_CLOUD');
  const name = rt.options.metadata?.name;
  return cloudSiwx(cloud.client, rt.storage, {
    ...(name ? { statement: `Sign in to ${name}` } : {}),
    ...choice.cloud,
  });
}

/** Sign-in started: its engine, and where wallet-signed sign-ins are handed to it. */
export interface StartedSiwx {
  engine: SiwxEngine;
  accept: SignInPort['accept'];
}

/** Sign-in's engine on the config the dApp chose (the chunk that loads when `siwx` is set). */
export function startSiwx(
  rt: Runtime,
  ports: PorticoPorts,
  choice: SiwxChoice,
  waiting: readonly (readonly SignedSignIn[])[],
): StartedSiwx {
  const oneClick = oneClickSignIns();
  for (const signed of waiting) oneClick.add(signed);
  const engine = createSiwxEngine(rt, ports, configOf(rt, ports.cloud, choice), oneClick);
  return { engine, accept: oneClick.add };
}
