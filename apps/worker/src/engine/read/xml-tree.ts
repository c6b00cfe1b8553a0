/** Walking the tree fast-xml-parser makes in preserveOrder mode: a node's tag, children and attributes. */

export type XmlNode = Record<string, unknown>;
export const ATTRS = ':@';

export function tagOf(node: XmlNode): string | null {
  for (const key of Object.keys(node)) if (key !== ATTRS) return key;
  return null;
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const value = tag ? node[tag] : null;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

export function attr(node: XmlNode, name: string): string | undefined {
  const value = (node[ATTRS] as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

export function kids(node: XmlNode, tag: string): XmlNode[] {
  return childrenOf(node).filter((c) => tagOf(c) === tag);
}

export function kid(node: XmlNode | undefined, tag: string): XmlNode | undefined {
  return node ? kids(node, tag)[0] : undefined;
}

/** Every descendant with the tag, in document order (not looking inside a match). */
export function find(node: XmlNode, tag: string, out: XmlNode[] = []): XmlNode[] {
  for (const child of childrenOf(node)) {
    if (tagOf(child) === tag) out.push(child);
    else find(child, tag, out);
  }
  return out;
}
