// A strict reader for the XML the server writes (sitemaps): the declaration, elements,
// attributes and text with the five predefined entities and character references. Anything a
// well-formed document may not contain (a bare "&" or "<", a mismatched or unclosed tag, a
// second root, an unknown entity) throws. It reads no DTDs, comments or CDATA: the server writes
// none, so meeting one is an error too.

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: number): string {
  if (raw.includes('<')) throw new Error(`"<" in text at ${where}`);
  return raw.replace(/&([^;]*);|&/g, (match, entity: string | undefined) => {
    if (entity === undefined) throw new Error(`bare "&" at ${where}`);
    if (entity in ENTITIES) return ENTITIES[entity]!;
    const code = /^#x([0-9a-fA-F]+)$/.exec(entity)?.[1] ?? /^#([0-9]+)$/.exec(entity)?.[1];
    if (code === undefined) throw new Error(`unknown entity ${match} at ${where}`);
    return String.fromCodePoint(parseInt(code, entity.startsWith('#x') ? 16 : 10));
  });
}

export function parseXml(text: string): XmlElement {
  let position = 0;
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(text);
  if (declaration) position = declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (position < text.length) {
    const next = text.indexOf('<', position);
    const raw = text.slice(position, next === -1 ? text.length : next);
    if (stack.length === 0) {
      if (raw.trim() !== '') throw new Error(`text outside the root element at ${position}`);
    } else {
      stack[stack.length - 1]!.text += decode(raw, position);
    }
    if (next === -1) break;
    position = next;
    if (text.startsWith('</', position)) {
      const close = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(text.slice(position));
      const open = stack.pop();
      if (!close || !open || close[1] !== open.name) throw new Error(`mismatched closing tag at ${position}`);
      position += close[0].length;
      continue;
    }
    const name = NAME.exec(text.slice(position + 1))?.[0];
    if (!name) throw new Error(`not a tag at ${position}`);
    position += 1 + name.length;
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (;;) {
      const attribute = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*"([^"]*)"/.exec(text.slice(position));
      if (!attribute) break;
      if (attribute[1]! in element.attributes) throw new Error(`repeated attribute ${attribute[1]} at ${position}`);
      element.attributes[attribute[1]!] = decode(attribute[2]!, position);
      position += attribute[0].length;
    }
    const end = /^\s*(\/?)>/.exec(text.slice(position));
    if (!end) throw new Error(`unterminated tag <${name}> at ${position}`);
    position += end[0].length;
    if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
    else if (root) throw new Error(`a second root element <${name}>`);
    else root = element;
    if (!end[1]) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** The text of each `<child>` of each element (e.g. every `<loc>` of a urlset's `<url>`s). */
export const childTexts = (elements: XmlElement[], child: string) => elements.map((element) => element.children.find((candidate) => candidate.name === child)?.text ?? null);
