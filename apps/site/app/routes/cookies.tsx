import { Link } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import { FactTable } from '#app/components/legal/FactTable.tsx';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import { COOKIES, LEGAL_UPDATED_LABEL, LEGAL_UPDATED_ON, PRIVACY_EMAIL, type CookieFact } from '#app/lib/vendor-facts.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from '#app/styles/prose.css.ts';

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: '/cookies',
    title: 'Cookie statement · Paperlight',
    description: 'Every cookie Paperlight sets, who sets it, why and for how long. No analytics, advertising or third-party cookies.',
  });

const COOKIE_COLUMNS = [
  { header: 'Cookie', cell: (row: CookieFact) => row.name },
  { header: 'Set by', cell: (row: CookieFact) => row.setBy },
  { header: 'Why', cell: (row: CookieFact) => row.purpose },
  { header: 'Lasts', cell: (row: CookieFact) => row.lifetime },
] as const;

/** The cookie statement: the five cookies the site and the sign-in service set (apps/site, apps/sso). */
export default function Cookies() {
  return (
    <article className={page.page} aria-labelledby="cookies-title">
      <p className={page.eyebrow}>Legal</p>
      <h1 id="cookies-title" className={page.title}>
        Cookie statement
      </h1>
      <p className={page.lead}>
        Paperlight sets only the cookies it needs to sign you in, to run the guest demos and to keep sign-in safe. There are no analytics,
        advertising or third-party cookies, which is why we do not ask you to accept any. Last updated{' '}
        <time dateTime={LEGAL_UPDATED_ON}>{LEGAL_UPDATED_LABEL}</time>.
      </p>

      <div className={styles.prose}>
        <h2 id="list">The cookies we set</h2>
      </div>
      <FactTable caption="Cookies set by Paperlight" columns={COOKIE_COLUMNS} rows={COOKIES} />

      <div className={styles.prose}>
        <h2 id="why">Why no consent banner</h2>
        <p>
          Each cookie above is strictly necessary for something you asked for: signing in, trying a demo, or, for staff, reading the
          administration screens in their own time zone. The UK Privacy and Electronic Communications Regulations and the EU ePrivacy rules
          allow such cookies without consent. If we ever add a cookie that is not necessary, we will ask first and list it here.
        </p>

        <h2 id="storage">Other storage in your browser</h2>
        <p>
          The Paper Remix workspace keeps the undo history of each project in your browser’s session storage, so undo survives a reload. It
          never leaves your browser and is gone when you close the tab.
        </p>

        <h2 id="third-parties">Links to other sites</h2>
        <p>
          Book a call and Schedule a Demo open our booking page, and the browser extension link opens the Chrome Web Store. Those sites set
          their own cookies under their own policies once you go there; this site loads nothing from them.
        </p>

        <h2 id="control">Removing cookies</h2>
        <p>
          Logging out deletes the session cookies. You can delete every cookie in your browser’s settings; you will then be signed out, and
          a guest demo starts a new anonymous session. Questions: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. What else we
          store is in the <Link href="/privacy">privacy notice</Link>.
        </p>
      </div>
    </article>
  );
}
