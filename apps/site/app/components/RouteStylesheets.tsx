import { useMatches } from '@remix-run/react';

/**
 * A route's `handle` may name stylesheets that depend on its loader data (a route's `links` cannot:
 * `/demos/{tool}/{sampleId}` needs the stylesheet of the tool in its URL).
 * @example export const handle: StylesheetsHandle<typeof loader> = { stylesheets: (data) => [styles[data.tool]] };
 */
export interface StylesheetsHandle<Data = unknown> {
  stylesheets: (data: Data | undefined) => readonly (string | undefined)[];
}

function hasStylesheets(handle: unknown): handle is StylesheetsHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { stylesheets?: unknown }).stylesheets === 'function';
}

/** The stylesheets of every matched route's handle, once each; rendered in the head, after `<Links />`. */
export function routeStylesheets(matches: readonly { handle?: unknown; data?: unknown }[]): string[] {
  const hrefs = matches.flatMap((match) => (hasStylesheets(match.handle) ? match.handle.stylesheets(match.data) : []));
  return [...new Set(hrefs.filter((href): href is string => typeof href === 'string' && href !== ''))];
}

/**
 * The `<link rel="stylesheet">`s the matched routes' handles ask for, in the document head after the
 * routes' `links`: the browser fetches them with the page's own styles and paints nothing before they
 * are in, so a server-rendered demo never paints unstyled and no style recalculation comes late.
 */
export function RouteStylesheets() {
  const hrefs = routeStylesheets(useMatches());
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}
