/**
 * Metadata for the details reader's test PDFs: an incremental update to a `layoutPdf` file that
 * adds an Info dictionary and an XMP packet (the Catalog is rewritten to point at it), as a
 * publisher's tool or a word processor leaves them.
 */

/** A PDF text string that keeps any character: UTF-16BE with its byte-order mark, in hex. */
function pdfText(text: string): string {
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${utf16.toString('hex').toUpperCase()}>`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface XmpFields {
  title?: string;
  creators?: string[];
  doi?: string;
  publicationName?: string;
  volume?: string;
  number?: string;
  startingPage?: string;
  endingPage?: string;
  coverDate?: string;
  rights?: string;
}

/** An XMP packet with Dublin Core and PRISM fields, as Crossref-minded publishers write them. */
export function xmpPacket(f: XmpFields): string {
  const tag = (name: string, value: string | undefined) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '');
  return [
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/">',
    f.title ? `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(f.title)}</rdf:li></rdf:Alt></dc:title>` : '',
    f.creators ? `<dc:creator><rdf:Seq>${f.creators.map((c) => `<rdf:li>${escapeXml(c)}</rdf:li>`).join('')}</rdf:Seq></dc:creator>` : '',
    f.rights ? `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(f.rights)}</rdf:li></rdf:Alt></dc:rights>` : '',
    tag('prism:doi', f.doi),
    tag('prism:publicationName', f.publicationName),
    tag('prism:volume', f.volume),
    tag('prism:number', f.number),
    tag('prism:startingPage', f.startingPage),
    tag('prism:endingPage', f.endingPage),
    tag('prism:coverDate', f.coverDate),
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** `pdf` with an Info dictionary and, when given, an XMP packet, appended as an incremental update. */
export function withMetadata(pdf: Uint8Array, meta: { info?: Record<string, string>; xmp?: string }): Uint8Array {
  const original = Buffer.from(pdf).toString('latin1');
  const size = Number(/\/Size (\d+)/.exec(original)?.[1]);
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(original)?.[1]);
  const catalog = /1 0 obj\n(<<.*?>>)\nendobj/s.exec(original)?.[1];
  if (!size || !prev || !catalog) throw new Error('withMetadata expects a layoutPdf file');
  const infoNumber = size;
  const xmpNumber = size + 1;
  const objects: [number, string][] = [];
  const info = Object.entries(meta.info ?? {})
    .map(([k, v]) => `/${k} ${pdfText(v)}`)
    .join(' ');
  objects.push([infoNumber, `<< ${info} >>`]);
  if (meta.xmp) {
    const bytes = Buffer.byteLength(meta.xmp, 'utf8');
    objects.push([
      xmpNumber,
      `<< /Type /Metadata /Subtype /XML /Length ${bytes} >>\nstream\n${Buffer.from(meta.xmp, 'utf8').toString('latin1')}\nendstream`,
    ]);
    objects.push([1, catalog.replace(/>>$/, ` /Metadata ${xmpNumber} 0 R >>`)]);
  }
  let body = original.endsWith('\n') ? original : `${original}\n`;
  const offsets = new Map<number, number>();
  for (const [n, content] of objects) {
    offsets.set(n, Buffer.byteLength(body, 'latin1'));
    body += `${n} 0 obj\n${content}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += 'xref\n';
  for (const n of [...offsets.keys()].sort((a, b) => a - b)) body += `${n} 1\n${String(offsets.get(n)).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${meta.xmp ? xmpNumber + 1 : infoNumber + 1} /Root 1 0 R /Info ${infoNumber} 0 R /Prev ${prev} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
