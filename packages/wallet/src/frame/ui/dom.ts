type Attributes = Record<string, string | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/** A small element builder for the frame's document (no framework: the frame stays small and its CSP strict). */
export function h<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' ? doc.createTextNode(child) : child);
  }
  return element;
}

let counter = 0;
/** A document-unique id for label and heading references. */
export const uniqueId = (prefix: string) => `${prefix}-${++counter}`;
