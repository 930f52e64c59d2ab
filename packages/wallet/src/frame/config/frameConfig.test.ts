import { describe, expect, it } from 'vitest';
import { frameConfig } from './frameConfig.js';

describe('frameConfig', () => {
  it('reads projectId, chainId, version, enableLogger and cloudUrl', () => {
    const config = frameConfig(
      '?projectId=p1&chainId=eip155%3A10&version=1.2.3&enableLogger=true&cloudUrl=https%3A%2F%2Fcloud.example',
      'https://frame.example',
    );
    expect(config).toEqual({
      target: {
        cloudUrl: 'https://cloud.example',
        projectId: 'p1',
        sdkType: 'portico-frame',
        sdkVersion: '1.2.3',
      },
      chainId: 'eip155:10',
      enableLogger: true,
    });
  });

  it("defaults the cloud to the frame's origin and the chain to eip155:1; a bare chain id is eip155", () => {
    expect(frameConfig('?projectId=p1', 'https://frame.example')).toMatchObject({
      target: { cloudUrl: 'https://frame.example' },
      chainId: 'eip155:1',
      enableLogger: false,
    });
    expect(frameConfig('?projectId=p1&chainId=137', 'https://f.example').chainId).toBe('eip155:137');
  });

  it('refuses a frame without projectId and a cloudUrl that is not http(s)', () => {
    expect(() => frameConfig('', 'https://f.example')).toThrow('The secure frame needs a projectId');
    expect(() => frameConfig('?projectId=p&cloudUrl=javascript%3Aalert(1)', 'https://f.example')).toThrow(
      'Invalid cloudUrl',
    );
  });
});
