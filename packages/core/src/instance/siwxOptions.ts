import { PorticoError } from '../shared/errors/PorticoError.js';

/**
 * §5 configuration: setting both `siweConfig` and `siwx` throws 'Cannot set both `siweConfig` and
 * `siwx` options'. An option counts as set unless it is `undefined` or `null`.
 */
export function assertSiwxOptions(options: { siweConfig?: unknown; siwx?: unknown }): void {
  if (isSet(options.siweConfig) && isSet(options.siwx)) throw new PorticoError('SIWE_AND_SIWX');
}

function isSet(option: unknown): boolean {
  return option !== undefined && option !== null;
}
