import { describe, expect, it } from 'vitest';
import { decodeAbiSmallUint, decodeAbiString } from './abiText.js';
import { dataUriJson } from './tokenMetadata.js';

describe('token metadata decoding', () => {
  it('decodes ABI strings and small uints, and refuses malformed data', () => {
    const text = Buffer.from('Portico USD').toString('hex').padEnd(64, '0');
    const encoded = `0x${(32).toString(16).padStart(64, '0')}${(11).toString(16).padStart(64, '0')}${text}`;
    expect(decodeAbiString(encoded)).toBe('Portico USD');
    expect(decodeAbiString('0x1234')).toBeUndefined();
    expect(decodeAbiSmallUint(`0x${'6'.padStart(64, '0')}`)).toBe(6);
    expect(decodeAbiSmallUint(`0x${'1'.padStart(64, 'f')}`)).toBeUndefined();
  });

  it('reads base64 and percent-encoded data: JSON, nothing else', () => {
    const json = { name: 'Shape #1', image: 'data:image/svg+xml;base64,PHN2Zy8+' };
    const base64 = `data:application/json;base64,${Buffer.from(JSON.stringify(json)).toString('base64')}`;
    expect(dataUriJson(base64)).toEqual(json);
    expect(dataUriJson(`data:application/json,${encodeURIComponent(JSON.stringify(json))}`)).toEqual(json);
    expect(dataUriJson('https://example.com/1.json')).toBeUndefined();
    expect(dataUriJson('data:application/json,{not json')).toBeUndefined();
  });
});
