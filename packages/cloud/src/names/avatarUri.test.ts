import { describe, expect, it } from 'vitest';
import { avatarUri } from './avatarUri.js';

describe('avatarUri', () => {
  it('returns an image data: URI as it is', () => {
    const uri = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(avatarUri(uri)).toBe(uri);
    expect(avatarUri('data:image/png,abc')).toBe('data:image/png,abc');
  });

  it('returns an http(s) URL as it is, for the modal to load', () => {
    expect(avatarUri('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(avatarUri('http://example.com/a')).toBe('http://example.com/a');
  });

  it('answers null for no record, non-image data:, ipfs and NFT references', () => {
    expect(avatarUri(null)).toBeNull();
    expect(avatarUri('data:text/html,<script>1</script>')).toBeNull();
    expect(avatarUri('ipfs://bafy')).toBeNull();
    expect(avatarUri('eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1')).toBeNull();
    expect(avatarUri('javascript:alert(1)')).toBeNull();
    expect(avatarUri('https://')).toBeNull();
  });
});
