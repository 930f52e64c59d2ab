import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('../../frame/index.html', import.meta.url));
const built = fileURLToPath(new URL('../../dist/frame/index.html', import.meta.url));

/** The frame's CSP is `script-src 'self'` with no style source: nothing inline may run or apply. */
function inlineCode(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  return [
    ...scripts
      .filter(([, attributes, body]) => !/\bsrc=/.test(attributes ?? '') || body?.trim())
      .map(([tag]) => tag),
    ...(html.match(/<style\b[^>]*>|\sstyle=|\son[a-z]+=/gi) ?? []),
  ];
}

describe("the frame's page", () => {
  it('has no inline script, style or handler', () => {
    expect(inlineCode(readFileSync(source, 'utf8'))).toEqual([]);
  });

  it.skipIf(!existsSync(built))('has none once built either (npm run build -w @portico/wallet)', () => {
    const html = readFileSync(built, 'utf8');
    expect(inlineCode(html)).toEqual([]);
    expect(html).toMatch(/<script type="module" crossorigin src="\.\/assets\/index-[\w-]+\.js"><\/script>/);
  });
});
