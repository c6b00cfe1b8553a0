import { Link } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import { LIMITS } from '#app/lib/vendor-facts.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from '#app/styles/prose.css.ts';

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: '/integrations',
    title: 'Integrations · Paperlight',
    description:
      'What connects Paperlight to your platform today: embeddable React packages for the demos and Paper Remix, shared video links with an embed player and oEmbed, and the api for registered users.',
  });

/** The publishable packages of packages/* (their package.json descriptions), for an outside app to install. */
export const EMBEDDABLE_PACKAGES = [
  { name: '@paperlight/demo-alt-text', what: 'The Alt Text demo and its sample result page.' },
  { name: '@paperlight/demo-audio', what: 'The Multi-lingual Audio demo: audio options, sample result page and audio player.' },
  { name: '@paperlight/demo-rejections', what: 'The Rejections Analyzer report.' },
  { name: '@paperlight/demo-gen-search', what: 'The Gen AI Search demo.' },
  { name: '@paperlight/demo-chat-paper', what: 'The Chat With Paper demo, with the paper beside the chat.' },
  {
    name: '@paperlight/paper-remix-canvas',
    what: 'The Paper Remix workspace: node canvas, configuration drawer, result modals and video player.',
  },
  { name: '@paperlight/pdf-viewer', what: 'A PDF viewer (pdf.js) with selectable text and highlighted quotes.' },
  { name: '@paperlight/trial-banner', what: 'The free-trial banner and its page offset.' },
  {
    name: '@paperlight/api-client',
    what: 'A typed client for the api and the sign-in service, with response schemas, the live-updates socket and a React provider.',
  },
  { name: '@paperlight/ui-kit', what: 'Design tokens and accessible primitives the other packages are built from.' },
] as const;

/** Integrations: only what exists in the product today, and what does not yet. */
export default function Integrations() {
  return (
    <article className={page.page} aria-labelledby="integrations-title">
      <p className={page.eyebrow}>Integrations</p>
      <h1 id="integrations-title" className={page.title}>
        Integrations
      </h1>
      <p className={page.lead}>
        What connects Paperlight to your journals and platform today: components you can embed, videos you can share and embed anywhere, and
        the api behind them. Everything listed here exists and works now; what does not exist yet is said at the end.
      </p>

      <div className={styles.prose}>
        <h2 id="packages">Embeddable components</h2>
        <p>
          The tools on this site are built from React packages under the <code>@paperlight</code> npm scope, each with its own version,
          changelog, TypeScript types and compiled CSS. They run in any React 18 or 19 app with no knowledge of this site: you give them an
          api client, a sign-up address and, where they need it, a link component.
        </p>
        <ul>
          {EMBEDDABLE_PACKAGES.map((pkg) => (
            <li key={pkg.name}>
              <code>{pkg.name}</code>: {pkg.what}
            </li>
          ))}
        </ul>
        <p>
          The demo packages run as a guest on your own pages. Either your page asks our sign-in service for a guest session directly (we
          allow your site’s address for this, without cookies), or your server asks for it and calls the api on the visitor’s behalf. Guest
          sessions last 15 minutes and are renewed automatically. Registered users cannot be embedded: they always sign in on our sign-in
          pages.
        </p>

        <h2 id="sharing">Shared videos, the embed player and oEmbed</h2>
        <ul>
          <li>
            <strong>Share links:</strong> a registered user shares a finished Paper Remix video by link (up to {LIMITS.sharesPerProject} per
            project). The page at <code>/share/…</code> shows the player, the paper’s title, authors and citation, the transcript and
            chapters, and needs no account. Revoking the link stops it at once.
          </li>
          <li>
            <strong>Embed player:</strong> every share page gives an embed code, an <code>&lt;iframe&gt;</code> of <code>/embed/…</code>{' '}
            with the player alone, captions and chapters included, for your article pages or a learning platform.
          </li>
          <li>
            <strong>oEmbed:</strong> <code>/oembed?url=…&amp;format=json</code> answers a video embed for any share link, and each share
            page announces it, so platforms that read oEmbed turn a pasted link into a player.
          </li>
          <li>
            <strong>Captions and chapters</strong> are WebVTT files that travel with the video.
          </li>
        </ul>

        <h2 id="api">The api for registered users</h2>
        <p>
          Everything a registered user does in Paper Remix goes through the same HTTP api: create and list projects, upload a paper (PDF or
          JATS XML), save the workflow, generate each step, read and correct its output and the paper’s details, restore earlier versions,
          download results, and create or revoke share links. Progress arrives live over a WebSocket. Requests carry a 15-minute access
          token issued by our sign-in service, which publishes its signing keys (JWKS) so any server can check them.{' '}
          <code>@paperlight/api-client</code> is its typed client.
        </p>

        <h2 id="not-yet">Not offered yet</h2>
        <ul>
          <li>Feeds: there is no RSS or podcast feed today. The podcast step of Paper Remix is defined but not active.</li>
          <li>API keys for server-to-server access to a registered user’s projects: tokens come only from signing in.</li>
        </ul>
        <p>
          Tell us what your platform needs through the <Link href="/#contact-us-section">contact form</Link>; plans are on{' '}
          <Link href="/pricing">Pricing</Link>.
        </p>
      </div>
    </article>
  );
}
