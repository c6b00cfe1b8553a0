import { Link } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import { LEGAL_UPDATED_LABEL, LEGAL_UPDATED_ON, LIMITS, PRIVACY_EMAIL, SALES_EMAIL, TRIAL_DAYS } from '#app/lib/vendor-facts.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from '#app/styles/prose.css.ts';

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: '/terms',
    title: 'Terms of service · Paperlight',
    description:
      'The terms for using Paperlight: guest demos, accounts and the free trial, fair-use limits, your papers and what is made from them, sharing, suspension and deletion.',
  });

/** Terms of service for the site, the guest demos and registered accounts; institutions sign a contract of their own. */
export default function Terms() {
  return (
    <article className={page.page} aria-labelledby="terms-title">
      <p className={page.eyebrow}>Legal</p>
      <h1 id="terms-title" className={page.title}>
        Terms of service
      </h1>
      <p className={page.lead}>
        The terms for using this site, its guest demos and a Paperlight account. Institutions that buy Paperlight sign a contract of their
        own, which takes precedence over these terms. Last updated <time dateTime={LEGAL_UPDATED_ON}>{LEGAL_UPDATED_LABEL}</time>.
      </p>

      <div className={styles.prose}>
        <h2 id="service">The service</h2>
        <p>
          Paperlight Ltd (“we”) provides AI tools for research publishing. Anyone may try the guest demos on our sample papers without an
          account. With an account you can run Paper Remix on your own papers: a paper becomes a script, a storyboard and a narrated video
          with captions, as a workflow on a canvas. Each tool’s page says what it does today and what is still coming.
        </p>

        <h2 id="accounts">Your account</h2>
        <ul>
          <li>
            Sign up with your name, a work email address you can receive mail at, and a password; the account exists once you confirm the
            address.
          </li>
          <li>Keep your password to yourself, and log out on shared computers.</li>
          <li>One account per person. Accounts are not transferable.</li>
        </ul>

        <h2 id="trial">Free trial</h2>
        <p>
          A new account includes a free {TRIAL_DAYS}-day trial, with no payment details asked. When it ends, your projects and files stay
          and you can still open and download them, but no new step starts until your institution has a contract with us or we extend the
          trial. See <Link href="/pricing">Pricing</Link> for what the trial and an institutional plan include.
        </p>

        <h2 id="fair-use">Fair use</h2>
        <p>So that one account cannot slow everyone else down, these limits apply unless your contract sets others:</p>
        <ul>
          <li>
            A paper of at most {LIMITS.uploadMb} MB and {LIMITS.pages} pages (a PDF, or a JATS XML article alone or zipped with its
            figures).
          </li>
          <li>{LIMITS.storageMb} MB of stored papers, results and edited versions per user; delete a project to make room.</li>
          <li>{LIMITS.stepsAtOnce} steps queued or running at once per user.</li>
          <li>{LIMITS.sharesPerProject} shared links per project at a time.</li>
          <li>Forms and sign-in are rate-limited per network address.</li>
        </ul>

        <h2 id="content">Your papers and what is made from them</h2>
        <ul>
          <li>
            You keep every right in the papers you upload and in what Paper Remix makes from them. You give us only the permission to store
            and process them to provide the service to you.
          </li>
          <li>Upload only papers you have the right to use this way, for example your own work or an openly licensed article.</li>
          <li>We never use your papers to train models, and we never show them to anyone you have not shared them with.</li>
          <li>
            Scripts and narration are built from the paper’s own sentences, figures and numbers, and can be wrong or incomplete like any
            automatic summary. Read and correct them before you publish; every step can be edited.
          </li>
        </ul>

        <h2 id="sharing">Sharing</h2>
        <p>
          A shared video link lets anyone who has it watch the video, read its captions and transcript, see the paper’s citation and embed
          the player on another site. You can revoke a link at any time, and it stops working at once.
        </p>

        <h2 id="acceptable-use">Acceptable use</h2>
        <ul>
          <li>
            Do not try to reach another user’s data, get around the limits or rate limits, or probe the service for weaknesses; report a
            vulnerability to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> instead.
          </li>
          <li>Do not upload malware, or content that is unlawful or infringes someone else’s rights.</li>
          <li>Do not resell access to the service without a contract with us.</li>
        </ul>

        <h2 id="ending">Suspension and ending</h2>
        <p>
          We may suspend an account that breaks these terms; a suspended account is signed out on every device at once. You may stop at any
          time: deleting your account in Account settings deletes your projects and files at once, as the{' '}
          <Link href="/privacy#rights">privacy notice</Link> describes.
        </p>

        <h2 id="liability">Availability and liability</h2>
        <p>
          The guest demos and the free trial are provided as they are, without a promise of availability. Nothing in these terms limits
          liability that the law does not allow to be limited. Service levels for institutions are set in their contract.
        </p>

        <h2 id="law">Changes and governing law</h2>
        <p>
          We date each version of these terms and tell registered users by email before a change that affects them takes effect. These terms
          are governed by the law of England and Wales. Questions: <a href={`mailto:${SALES_EMAIL}`}>{SALES_EMAIL}</a>.
        </p>
      </div>
    </article>
  );
}
