import { describe, expect, it } from 'vitest';
import { maxSvgBytes, sanitizeSvg } from './svgSanitizer.js';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attributes} viewBox="0 0 24 24">${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps a drawing, minified: declarations, comments, metadata and whitespace between tags go', () => {
    const input = `<?xml version="1.0"?>\n<!-- made by hand -->\n${svg(
      '\n  <metadata>x</metadata>\n  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>\n  <path fill="url(#g)" d="M0 0h24v24H0z"/>\n',
    )}\n`;
    expect(sanitizeSvg(input)).toBe(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><path fill="url(#g)" d="M0 0h24v24H0z"/>',
      ),
    );
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a script element in any case', svg('<SCRIPT>alert(1)</SCRIPT>')],
    ['foreign HTML', svg('<foreignObject><iframe src="https://evil.example"/></foreignObject>')],
    ['a style sheet', svg('<style>@import url(https://evil.example/a.css)</style>')],
    ['an embedded image', svg('<image href="https://evil.example/a.png"/>')],
    ['a link', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['an animation', svg('<set attributeName="onmouseover" to="alert(1)"/>')],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<rect/>')}`],
    ['CDATA', svg('<text><![CDATA[<script>]]></text>')],
    ['not an SVG', '<html><body/></html>'],
    ['content after the SVG', `${svg('<rect/>')}<script>alert(1)</script>`],
    ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg"><g><rect/></svg>'],
    ['a stray angle bracket', svg('<rect/> < <rect/>')],
    ['too large', svg(`<path d="${'M0 0'.repeat(maxSvgBytes / 4)}"/>`)],
  ])('rejects %s', (_row, input) => {
    expect(sanitizeSvg(input)).toBeUndefined();
  });

  it.each([
    ['an event handler', svg('<rect/>', ' onload="alert(1)"'), 'onload'],
    ['an event handler on a child', svg('<rect OnClick="alert(1)" width="1"/>'), 'alert'],
    ['an external href', svg('<use href="https://evil.example/a.svg#x"/>'), 'evil'],
    ['an external xlink:href', svg('<use xlink:href="//evil.example/a.svg#x"/>'), 'evil'],
    ['a javascript: href with spaces', svg('<use href=" java\tscript:alert(1)"/>'), 'script'],
    ['an external url() in fill', svg('<rect fill="url(https://evil.example/a#x)"/>'), 'evil'],
    ['an external url() in style', svg('<rect style="fill:url( \'https://evil.example/a\' )"/>'), 'evil'],
    ['xml:base', svg('<g xml:base="https://evil.example/"><use href="#a"/></g>'), 'evil'],
  ])('strips %s', (_row, input, gone) => {
    const clean = sanitizeSvg(input);
    expect(clean).toMatch(/^<svg /);
    expect(clean).not.toContain(gone);
  });

  it('keeps references inside the document', () => {
    const input = svg('<use href="#a"/><rect clip-path="url(#c)" style="fill:url(\'#g\')"/>');
    expect(sanitizeSvg(input)).toBe(input);
  });
});
