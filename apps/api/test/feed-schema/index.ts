import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(fileURLToPath(new URL(fileName, import.meta.url)), 'utf8') });

/**
 * Validates a podcast feed with libxml2 (xmllint, as WebAssembly) against RSS 2.0 and the schemas of
 * the iTunes, Podcasting 2.0 and Atom tags it uses. Returns xmllint's messages; none when valid.
 */
export async function feedSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'feed.xml', contents: xml },
    schema: schemaFile('rss-2.0.xsd'),
    preload: ['itunes.xsd', 'podcast.xsd', 'atom.xsd'].map(schemaFile),
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
