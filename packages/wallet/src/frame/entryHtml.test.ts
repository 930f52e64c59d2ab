import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The frame's pages: the frame itself and the social login's callback page, each as written and as built. */
const pages = [
  { name: 'index.html', path: 'index.html', built: /src="\.\/assets\/index-[\w-]+\.js"/ },
  {
    name: 'social/callback.html',
    path: 'social/callback.html',
    built: /src="\.\.\/assets\/callback-[\w-]+\.js"/,
  },
];

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

describe.each(pages)("the frame's page $name", ({ path, built }) => {
  const source = fileURLToPath(new URL(`../../frame/${path}`, import.meta.url));
  const output = fileURLToPath(new URL(`../../dist/frame/${path}`, import.meta.url));

  it('has no inline script, style or handler', () => {
    expect(inlineCode(readFileSync(source, 'utf8'))).toEqual([]);
  });

  it.skipIf(!existsSync(output))('has none once built either (npm run build -w @portico/wallet)', () => {
    const html = readFileSync(output, 'utf8');
    expect(inlineCode(html)).toEqual([]);
    expect(html).toMatch(built);
  });
});
