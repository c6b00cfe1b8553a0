// Second-level labels under which a registrable domain needs three labels (co.uk, com.au…).
// A short list instead of the full public-suffix list: the site runs on a handful of hosts.
const MULTI_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'ltd.uk',
  'plc.uk',
  'me.uk',
  'com.au',
  'net.au',
  'org.au',
  'edu.au',
  'gov.au',
  'co.nz',
  'org.nz',
  'ac.nz',
  'co.jp',
  'ac.jp',
  'or.jp',
  'ne.jp',
  'co.in',
  'ac.in',
  'org.in',
  'net.in',
  'com.br',
  'com.cn',
  'com.sg',
  'com.hk',
  'co.za',
  'co.kr',
  'com.mx',
  'com.tr',
]);

function isIpAddress(hostname: string): boolean {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return true;
  return hostname.includes(':') || hostname.startsWith('[');
}

/**
 * The `Domain` attribute for the device-id cookie: the registrable parent domain, so that the
 * sso and api sub-domains receive it too; `undefined` (a host-only cookie) on localhost, IPs
 * and single-label hosts, where browsers refuse or ignore a `Domain`.
 */
export function deviceCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || isIpAddress(host)) return undefined;
  if (host === 'localhost' || host.endsWith('.localhost')) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  const lastTwo = labels.slice(-2).join('.');
  const size = MULTI_LABEL_SUFFIXES.has(lastTwo) ? 3 : 2;
  if (labels.length < size) return undefined;
  return labels.slice(-size).join('.');
}
