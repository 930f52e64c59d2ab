import type { SignedSignIn } from '../../domain/signIn/signInMessage.js';
import type { SignInPort } from '../../domain/signIn/signInPort.js';
import { assertSiwxOptions } from '../../instance/siwxOptions.js';
import type { Slice } from '../../instance/slice.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { allowsOneClick, isRequired, isSiwxConfig, siwxChoice } from './siwxConfigOf.js';
import type { StartedSiwx } from './siwxStart.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    /** Absent without sign-in. */
    signIn?: SignInPort;
  }
}

const notEnabled = async (): Promise<never> => {
  throw new PorticoError('SIWX_NOT_ENABLED');
};

/**
 * §4 sign-in (SIWX), when the dApp turns it on with `siwx` (or the older `siweConfig`): its engine and config load
 * on demand, so a dApp without sign-in ships none of it. Without it `signIn`/`signOut` throw 'SIWX is not enabled'.
 */
export const siwxSlice: Slice = {
  name: 'siwx',
  resolveOptions(given) {
    assertSiwxOptions(given);
    const siwx = given.siwx ?? undefined;
    if (siwx && !isSiwxConfig(siwx) && !given.cloudUrl) throw new PorticoError('SIWX_NEEDS_CLOUD');
    const choice = siwxChoice(given);
    return choice ? { siwx: choice } : {};
  },
  initialState: ({ options }) => ({
    siwx: {
      enabled: options.siwx !== undefined,
      required: options.siwx !== undefined && isRequired(options.siwx),
      status: 'unauthenticated',
    },
  }),
  create({ rt, ports }) {
    const choice = rt.options.siwx;
    if (choice === undefined)
      return { actions: { signIn: notEnabled, signOut: notEnabled, cancelSignIn: notEnabled } };
    // Sign-ins wallets signed while connecting before the engine's chunk arrived, handed to it when it does.
    const waiting: (readonly SignedSignIn[])[] = [];
    let started: StartedSiwx | undefined;
    const loading = import('./siwxStart.js').then((m) => {
      started = m.startSiwx(rt, ports, choice, waiting);
      return started.engine;
    });
    loading.catch((error: unknown) => rt.options.logger.error('Sign-in could not start', error));
    const oneClickRequest = allowsOneClick(choice)
      ? { fields: async () => (await loading).oneClickFields() }
      : undefined;
    return {
      port: {
        signIn: {
          request: () => oneClickRequest,
          accept: (signed) => (started ? started.accept(signed) : waiting.push(signed)),
        },
      },
      actions: {
        signIn: async () => (await loading).signIn(),
        signOut: async () => (await loading).signOut(),
        cancelSignIn: async () => (await loading).cancelSignIn(),
      },
    };
  },
};
