import { Link } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import { COMPLIANCE_BADGES } from '#app/components/Footer/Footer.tsx';
import { FactTable } from '#app/components/legal/FactTable.tsx';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import { PROCESSORS, type ProcessorFact } from '#app/lib/vendor-facts.ts';
import * as company from '#app/styles/company.css.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from '#app/styles/prose.css.ts';

/** What each compliance badge of SPEC §1 means for a customer's data. */
export const BADGE_MEANINGS: Readonly<Record<(typeof COMPLIANCE_BADGES)[number]['anchor'], string>> = {
  gdpr: 'We process personal data in the papers and accounts you send us only on your instructions, as your processor under a data processing agreement (Article 28). You can export or delete your data at any time; we report a personal-data breach to you without undue delay and within 72 hours at most.',
  pecr: 'We send marketing email only to people who asked for it, and every message carries a one-click unsubscribe. The site sets no advertising or tracking cookies: only the cookies it needs to keep you signed in and to recognise a guest’s demo session.',
  pipl: 'For customers in mainland China, personal information is exported only after the separate consent and the standard contract that the Personal Information Protection Law requires, and it is processed only for the purpose you set.',
  pipa: 'For customers in South Korea, we tell data subjects who processes their data and where, obtain consent before any transfer abroad, and appoint a privacy officer you can reach at security@paperlight.example.',
  appi: 'For customers in Japan, personal data transferred to us is handled under the rules for provision to third parties in foreign countries, with records of each provision kept for the period the Act requires.',
  lgpd: 'For customers in Brazil, we act as operator (processor) under your instructions, keep a record of processing operations, and answer data subjects’ requests through you within the deadlines of the LGPD.',
  'csa-star':
    'Our security controls are described in a Cloud Security Alliance STAR registry entry (the Consensus Assessments Initiative Questionnaire), so your security team can review them without a questionnaire of their own.',
};

const PROCESSOR_COLUMNS = [
  { header: 'Service', cell: (row: ProcessorFact) => row.service },
  { header: 'What it receives', cell: (row: ProcessorFact) => row.receives },
  { header: 'When it is used', cell: (row: ProcessorFact) => row.when },
] as const;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: '/trust',
    title: 'Trust and security · Paperlight',
    description:
      'What each Paperlight compliance badge means for your data, where it is processed, who our sub-processors are and how we secure the service.',
  });

/** The page the compliance badges link to: data protection, processing locations, sub-processors and security. */
export default function Trust() {
  return (
    <article className={page.page} aria-labelledby="trust-title">
      <p className={page.eyebrow}>Trust and security</p>
      <h1 id="trust-title" className={page.title}>
        How we look after your papers and your data
      </h1>
      <p className={page.lead}>
        Publishers trust us with unpublished manuscripts, reviewer reports and readers’ accounts. This page says what our compliance badges
        mean in practice, where your data is processed, who helps us process it, and how the service is secured.
      </p>

      <section aria-labelledby="badges-title" className={company.principlesSection}>
        <h2 id="badges-title" className={company.sectionTitle}>
          What each badge means for your data
        </h2>
        <ul className={company.badgeGrid}>
          {COMPLIANCE_BADGES.map((badge) => (
            <li key={badge.anchor} id={badge.anchor} className={company.badgeCard}>
              <p className={company.badgeLabel}>{badge.label}</p>
              <h3 className={company.badgeName}>{badge.name}</h3>
              <p className={company.badgeText}>{BADGE_MEANINGS[badge.anchor]}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.prose}>
        <h2 id="data-location">Where your data is processed</h2>
        <p>
          The hosted service runs in the European Union (Frankfurt, with backups in Dublin). Customers who need it can run Paperlight in
          their own cloud account or data centre: the whole product (site, api and sign-in service) is deployed as one unit and keeps every
          file and record in the database and storage you give it.
        </p>
        <ul>
          <li>
            Uploaded papers and generated files (audio, video, scripts) are kept on encrypted volumes and served only through links signed
            for a few minutes.
          </li>
          <li>Guest demos use canned sample papers: nothing a guest does is stored beyond an anonymous device identifier.</li>
          <li>Papers are never used to train models for anyone else. Deleting a project deletes its files.</li>
        </ul>

        <h2 id="sub-processors">Sub-processors</h2>
        <p>
          By default nothing leaves the Paperlight deployment: scripts, speech and mail all run on its own servers. These are the only
          services a deployment can use, and the optional ones only when they are configured. We tell customers 30 days before adding a
          sub-processor, and they may object; the terms are in our{' '}
          <Link href="/data-processing#sub-processors">data processing agreement</Link>.
        </p>
      </div>
      <FactTable caption="Sub-processors of customer data" columns={PROCESSOR_COLUMNS} rows={PROCESSORS} />

      <div className={styles.prose}>
        <h2 id="security">Security practices</h2>
        <ul>
          <li>
            Passwords are stored only as Argon2id hashes; after five failed sign-ins within fifteen minutes, that account cannot sign in for
            fifteen minutes.
          </li>
          <li>
            Sessions use short-lived signed tokens (15 minutes) and refresh tokens that rotate on every use; a reused refresh token ends
            every session of its family.
          </li>
          <li>Every page is served with a strict Content Security Policy, and the site cannot be framed by another site.</li>
          <li>Administrators’ changes to users, trials and the tool catalogue are recorded in an audit log.</li>
          <li>
            Uploaded PDFs are checked by their content, not their name, and read in a separate worker under memory, time and size limits.
          </li>
          <li>Forms are rate-limited per address so that a flood cannot slow anyone else down.</li>
          <li>
            Report a vulnerability to <a href="mailto:security@paperlight.example">security@paperlight.example</a>; we answer within two
            working days.
          </li>
        </ul>

        <h2 id="accessibility">Accessibility</h2>
        <p>
          We aim for WCAG 2.2 level AA on this site and in every tool we ship. Our{' '}
          <Link href="/accessibility">accessibility statement</Link> lists how we test, what does not meet the standard yet and when it
          will.
        </p>

        <h2 id="contact">Questions</h2>
        <p>
          Security reviews, data processing agreements and questionnaires: write to{' '}
          <a href="mailto:security@paperlight.example">security@paperlight.example</a> or use the{' '}
          <Link href="/#contact-us-section">contact form</Link>. Who we are and how else to reach us:{' '}
          <Link href="/about">About Paperlight</Link>.
        </p>

        <h2 id="legal">Legal documents</h2>
        <ul>
          <li>
            <Link href="/privacy">Privacy notice</Link>: what we store, where and for how long.
          </li>
          <li>
            <Link href="/terms">Terms of service</Link>: accounts, the free trial, fair use and your content.
          </li>
          <li>
            <Link href="/data-processing">Data processing agreement</Link>: our terms as your processor, with the sub-processors.
          </li>
          <li>
            <Link href="/cookies">Cookie statement</Link>: every cookie we set and why.
          </li>
          <li>
            <Link href="/pricing">Pricing</Link> and <Link href="/integrations">Integrations</Link>: the plans and what connects to your
            platform.
          </li>
        </ul>
      </div>
    </article>
  );
}
