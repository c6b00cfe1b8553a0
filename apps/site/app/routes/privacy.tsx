import { Link } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import { FactTable } from '#app/components/legal/FactTable.tsx';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import { LEGAL_UPDATED_LABEL, LEGAL_UPDATED_ON, PRIVACY_EMAIL, RETENTION, type RetentionFact } from '#app/lib/vendor-facts.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from '#app/styles/prose.css.ts';

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: '/privacy',
    title: 'Privacy notice · Paperlight',
    description:
      'What Paperlight stores about visitors, guests and registered users, where it is kept, for how long, who else processes it and how to use your rights.',
  });

const RETENTION_COLUMNS = [
  { header: 'Record', cell: (row: RetentionFact) => row.what },
  { header: 'How long it is kept', cell: (row: RetentionFact) => row.kept },
] as const;

/** The privacy notice: what the product really stores (tooling/db's schema), where and for how long. */
export default function Privacy() {
  return (
    <article className={page.page} aria-labelledby="privacy-title">
      <p className={page.eyebrow}>Legal</p>
      <h1 id="privacy-title" className={page.title}>
        Privacy notice
      </h1>
      <p className={page.lead}>
        What we store about you when you visit this site, try a demo, write to us or use your account; where it is kept; for how long; and
        who else may process it. Last updated <time dateTime={LEGAL_UPDATED_ON}>{LEGAL_UPDATED_LABEL}</time>.
      </p>

      <div className={styles.prose}>
        <h2 id="who">Who is responsible</h2>
        <p>
          Paperlight Ltd, Cambridge, United Kingdom, is the controller of the personal data described here for this website and its
          accounts. When your institution runs Paperlight for its own staff or readers, your institution is the controller and we process
          data only on its instructions, under our <Link href="/data-processing">data processing agreement</Link>. Write to{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> about anything in this notice.
        </p>

        <h2 id="what">What we store</h2>
        <ul>
          <li>
            <strong>Visitors and guests:</strong> a random device identifier in a cookie, so the guest demos work and their rate limits
            apply per browser. The demos run on our own sample papers: nothing you do in a demo is stored.
          </li>
          <li>
            <strong>Contact form:</strong> your first and last name, work email, company, job title (optional) and what you are interested
            in; your account if you were signed in; the network address the request came from (to stop floods); and the status, owner and
            internal notes our sales team adds while answering you.
          </li>
          <li>
            <strong>Accounts:</strong> your name and email address, your password as an Argon2id hash (never the password itself), your
            roles, the start and end of your free trial, when you last signed in, confirmed your address and changed your password, and
            whether the account is active or suspended.
          </li>
          <li>
            <strong>Signing in:</strong> your sessions; refresh tokens, sign-in codes and emailed links, stored only as hashes; counters of
            failed sign-ins per account, address and browser; and a security log of sign-ins, sign-outs, password resets, shared links,
            refused requests and exports, with the network address of each.
          </li>
          <li>
            <strong>Paper Remix:</strong> the papers you upload (PDF or JATS XML), their details (title, authors, venue, year, DOI,
            licence), your projects and their steps, what is generated from them (scripts, storyboards, narration, videos, captions), the
            earlier versions of your edits, and the links you share.
          </li>
          <li>
            <strong>Staff:</strong> which columns each staff member hides in the administration tables, and an audit log of every change
            administrators make to accounts, trials, requests and the tool catalogue.
          </li>
        </ul>
        <p>
          We do not use analytics, advertising or tracking of any kind, and we do not buy or sell personal data. Papers are never used to
          train models. See the <Link href="/cookies">cookie statement</Link> for each cookie.
        </p>

        <h2 id="why">Why we use it</h2>
        <ul>
          <li>To provide the service you asked for: your account, your trial, your projects and shared videos (contract).</li>
          <li>To answer your contact request and follow it up (our legitimate interest in replying to you, or steps before a contract).</li>
          <li>
            To keep the service secure: sign-in protection, rate limits, the security and audit logs (legitimate interest, and our legal
            duty to secure personal data).
          </li>
          <li>To send the emails the service needs: confirming your address and resetting your password. We send no newsletters.</li>
        </ul>

        <h2 id="where">Where it is stored</h2>
        <p>
          Everything lives with the Paperlight deployment that serves you. By default that is one SQLite database file and a folder of files
          on the deployment’s own servers. A deployment that runs on several servers keeps its records in PostgreSQL and uses Redis for its
          job queue and live progress updates. Files (papers, audio, video) are stored on the deployment’s disk and reached only through
          links signed for a few minutes. Our hosted service runs in the European Union; an institution may run Paperlight in its own
          infrastructure instead.
        </p>

        <h2 id="retention">How long we keep it</h2>
      </div>
      <FactTable caption="How long each record is kept" columns={RETENTION_COLUMNS} rows={RETENTION} />

      <div className={styles.prose}>
        <h2 id="processors">Who else processes it</h2>
        <p>
          By default, no one: the database, files, mail outbox, script writing and speech all run on the deployment’s own servers. A
          deployment may add a mail server for its emails and an external language model or speech service for Paper Remix; each is listed,
          with what it receives, in the <Link href="/data-processing#sub-processors">sub-processors of our data processing agreement</Link>.
        </p>

        <h2 id="rights">Your rights</h2>
        <ul>
          <li>
            <strong>Deletion:</strong> delete your account yourself in Account settings. Your projects, files, contact requests, emailed
            links, sign-in counters and settings are deleted at once; the audit and security logs keep what happened with your email address
            replaced by “erased account”.
          </li>
          <li>
            <strong>Access, correction, portability and objection:</strong> write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>
            . We answer within one month. You can download every file Paper Remix made for you from your projects.
          </li>
          <li>
            <strong>Complaints:</strong> you may complain to your data protection authority; in the United Kingdom, the Information
            Commissioner’s Office.
          </li>
        </ul>

        <h2 id="changes">Changes to this notice</h2>
        <p>
          We date every version of this notice at the top of the page. When a change affects what we store or who processes it, we tell
          registered users by email before it takes effect.
        </p>
      </div>
    </article>
  );
}
