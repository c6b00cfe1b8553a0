/**
 * A URL slug: lower case, accents folded, words joined by '-', at most `maxLength` characters
 * (cut at a word boundary).
 * @example slugify('Myocarditis after BNT162b2 — a “real-world” study') // 'myocarditis-after-bnt162b2-a-real-world-study'
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, maxLength)).replace(/-+$/, '');
}

/**
 * The discovery page of a source: the slugified title followed by the source id.
 * @example discoveryPath('Risk of myocarditis', '0123…ef') // '/discovery/risk-of-myocarditis-0123…ef'
 */
export function discoveryPath(title: string, id: string): string {
  const slug = slugify(title);
  return `/discovery/${slug ? `${slug}-` : ''}${id.toLowerCase()}`;
}
