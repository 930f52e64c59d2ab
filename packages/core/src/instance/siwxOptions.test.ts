import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../shared/errors/catalogue.js';
import { PorticoError } from '../shared/errors/PorticoError.js';
import { assertSiwxOptions } from './siwxOptions.js';

const siweConfig = { getNonce: async () => 'nonce' };
const siwx = { createMessage: async () => ({}) };

describe('assertSiwxOptions [§5 configuration]', () => {
  it.each([
    ['§5 neither', {}, false],
    ['§5 only siweConfig', { siweConfig }, false],
    ['§5 only siwx', { siwx }, false],
    ['§5 siweConfig with siwx undefined', { siweConfig, siwx: undefined }, false],
    ['§5 siwx with siweConfig null', { siweConfig: null, siwx }, false],
    ['§5 both', { siweConfig, siwx }, true],
    ['§5 both, even as empty objects', { siweConfig: {}, siwx: {} }, true],
    ['§5 both, even as false', { siweConfig: false, siwx: false }, true],
  ])('%s', (_section, options, throws) => {
    const run = () => assertSiwxOptions(options);
    if (throws) {
      expect(run).toThrow(PorticoError);
      expect(run).toThrow(
        expect.objectContaining({ code: 'SIWE_AND_SIWX', message: errorCatalogue.SIWE_AND_SIWX }),
      );
    } else {
      expect(run).not.toThrow();
    }
  });
});
