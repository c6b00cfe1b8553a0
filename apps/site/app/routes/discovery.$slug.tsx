import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { findSource, sourceIdOf } from '#app/components/discovery/discovery.server.ts';
import { DiscoveryPage } from '#app/components/discovery/DiscoveryPage.tsx';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import { resolveSession } from '#app/session.server.ts';

/** `/discovery/{slugified-title}-{source id}`: the page a Gen AI Search reference's title links to. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = sourceIdOf(params.slug ?? '');
  if (!id) throw new Response('Not Found', { status: 404 });
  const { user } = await resolveSession(request);
  const found = await findSource(id, user);
  if (!found) throw new Response('Not Found', { status: 404 });
  // The package's path rule lives on the server side only, so the demo stays out of this page's bundle.
  if (new URL(request.url).pathname !== found.path) throw redirect(found.path, 301);
  return found;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: 'Page not found · Paperlight' }, { name: 'robots', content: 'noindex' }];
  const { source } = data;
  return [
    ...seoMeta({
      siteUrl: siteUrlFromMatches(matches),
      path: data.path,
      title: `${source.title} · Paperlight`,
      description: (source.abstract ?? source.title).slice(0, 155),
    }),
    // Demo sources: the publisher's page is the one to index.
    { name: 'robots', content: 'noindex' },
  ];
};

export default function DiscoveryRoute() {
  const found = useLoaderData<typeof loader>();
  return <DiscoveryPage {...found} />;
}
