/** The largest SVG the cloud accepts from a listing or an icon set. */
export const maxSvgBytes = 256 * 1024;

/** Drawing elements only: no script, style sheet, link, foreign content, embedded image or animation. */
const allowedElements = new Set(
  [
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'defs',
    'use',
    'symbol',
    'title',
    'desc',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComposite',
    'feFlood',
    'feGaussianBlur',
    'feMerge',
    'feMergeNode',
    'feOffset',
  ].map((name) => name.toLowerCase()),
);

const tag = /<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[^\s=<>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/y;
const attribute = /([^\s=<>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;

/** An attribute value that could reach outside the document or run code. */
function unsafeValue(name: string, value: string): boolean {
  const compact = value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
  if (name === 'href' || name.endsWith(':href')) return !compact.startsWith('#');
  if (/(javascript|vbscript|data):|expression\(|@import|behavior:/.test(compact)) return true;
  return [...compact.matchAll(/url\(([^)]*)\)/g)].some(([, target = '']) => !/^['"]?#/.test(target));
}

function cleanAttributes(source: string): string {
  let out = '';
  for (const [, rawName = '', double, single] of source.matchAll(attribute)) {
    const name = rawName.toLowerCase();
    const value = double ?? single ?? '';
    // Event handlers and anything pointing outside the document are dropped; the drawing stays.
    if (name.startsWith('on') || name === 'xml:base' || unsafeValue(name, value)) continue;
    out += ` ${rawName}="${value.replaceAll('"', '&quot;').replaceAll('<', '&lt;')}"`;
  }
  return out;
}

/**
 * A safe copy of an SVG document, or undefined when it is not one Portico serves. Declarations, comments and
 * metadata are dropped; a DOCTYPE, entity, CDATA section or any element outside the drawing allowlist
 * (script, style, foreignObject, image, a, animate, …) rejects the whole document; event-handler attributes
 * and references outside the document (href other than `#id`, url() other than `url(#id)`, javascript:) are
 * stripped. The copy is rebuilt tag by tag, so nothing the tokenizer did not understand passes through.
 */
export function sanitizeSvg(input: string): string | undefined {
  if (Buffer.byteLength(input) > maxSvgBytes) return undefined;
  if (/<!(DOCTYPE|ENTITY|\[CDATA\[)/i.test(input)) return undefined;
  const text = input
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[^>]*\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<metadata\b[\s\S]*?<\/metadata>/gi, '')
    .trim();
  if (!/^<svg[\s>]/i.test(text)) return undefined;
  const open: string[] = [];
  let out = '';
  let at = 0;
  while (at < text.length) {
    const next = text.indexOf('<', at);
    const end = next === -1 ? text.length : next;
    if (end > at) {
      const between = text.slice(at, end);
      if (open.length === 0 && between.trim() !== '') return undefined;
      // Whitespace between tags carries nothing in a drawing; text inside <text>/<title> is kept.
      out += between.trim() === '' ? '' : between.replaceAll('>', '&gt;');
      at = end;
      continue;
    }
    tag.lastIndex = at;
    const match = tag.exec(text);
    if (!match) return undefined;
    const [whole, closing, name = '', attributes = '', selfClosing] = match;
    if (!allowedElements.has(name.toLowerCase())) return undefined;
    if (closing) {
      if (open.pop() !== name) return undefined;
      out += `</${name}>`;
    } else {
      if (open.length === 0 && out !== '') return undefined;
      out += `<${name}${cleanAttributes(attributes)}${selfClosing ? '/' : ''}>`;
      if (!selfClosing) open.push(name);
    }
    at += whole.length;
  }
  return open.length === 0 && out.endsWith('</svg>') ? out : undefined;
}
