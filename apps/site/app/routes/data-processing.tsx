import { Link } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import { FactTable } from '#app/components/legal/FactTable.tsx';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import {
  LEGAL_UPDATED_LABEL,
  LEGAL_UPDATED_ON,
  PRIVACY_EMAIL,
  PROCESSORS,
  RETENTION,
  type ProcessorFact,
  type RetentionFact,
} from '#app/lib/vendor-facts.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from '#app/styles/prose.css.ts';

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: '/data-processing',
    title: 'Data processing agreement · Paperlight',
    description:
      'Paperlight’s data processing agreement for institutions: roles, the personal data processed, retention and deletion, security measures, and every sub-processor a deployment may use.',
  });

const PROCESSOR_COLUMNS = [
  { header: 'Service', cell: (row: ProcessorFact) => row.service },
  { header: 'Setting', cell: (row: ProcessorFact) => row.setting },
  { header: 'What it receives', cell: (row: ProcessorFact) => row.receives },
  { header: 'When it is used', cell: (row: ProcessorFact) => row.when },
] as const;

const RETENTION_COLUMNS = [
  { header: 'Record', cell: (row: RetentionFact) => row.what },
  { header: 'How long it is kept', cell: (row: RetentionFact) => row.kept },
] as const;

/** The data processing agreement (GDPR Article 28) institutions sign, with the services a deployment may configure. */
export default function DataProcessing() {
  return (
    <article className={page.page} aria-labelledby="dpa-title">
      <p className={page.eyebrow}>Legal</p>
      <h1 id="dpa-title" className={page.title}>
        Data processing agreement
      </h1>
      <p className={page.lead}>
        The terms on which Paperlight processes personal data for an institution that uses it: publishers, societies, funders, companies,
        agencies and healthcare organisations. It forms part of the institution’s contract with us. Last updated{' '}
        <time dateTime={LEGAL_UPDATED_ON}>{LEGAL_UPDATED_LABEL}</time>.
      </p>

      <div className={styles.prose}>
        <h2 id="roles">Parties and roles</h2>
        <p>
          The institution is the controller of the personal data in the accounts it creates and the papers its users upload. Paperlight Ltd
          is its processor (under the UK GDPR and the EU GDPR, Article 28) and processes that data only on the institution’s documented
          instructions: this agreement, the contract, and what its users ask the service to do.
        </p>

        <h2 id="scope">What is processed, and why</h2>
        <ul>
          <li>
            <strong>Purpose:</strong> to provide Paperlight: accounts and sign-in, Paper Remix (papers into scripts, storyboards and
            narrated videos), shared videos, and support.
          </li>
          <li>
            <strong>Data subjects:</strong> the institution’s users; the authors named in the papers they upload; people who write to the
            institution’s contact form.
          </li>
          <li>
            <strong>Personal data:</strong> names, email addresses, job titles, password hashes, sign-in records with network addresses, and
            the personal data contained in uploaded papers (usually authors’ names and affiliations).
          </li>
          <li>
            <strong>Special categories:</strong> none are needed. Health data can appear only if a paper contains it; institutions should
            not upload papers with identifiable patient data.
          </li>
        </ul>

        <h2 id="obligations">Our obligations</h2>
        <ul>
          <li>
            Only people who need to, and who are bound to confidentiality, can reach the data; every change an administrator makes is
            written to an audit log.
          </li>
          <li>
            We help the institution answer data subjects: an account and everything it owns can be erased in one step, by the user or by an
            administrator.
          </li>
          <li>We tell the institution of a personal-data breach without undue delay, and within 72 hours at most.</li>
          <li>
            At the end of the contract we delete the institution’s data, or hand it back first if it asks, and confirm the deletion in
            writing.
          </li>
          <li>We make available the information needed to show compliance with this agreement, and allow audits with reasonable notice.</li>
        </ul>

        <h2 id="security">Technical and organisational measures</h2>
        <ul>
          <li>
            Passwords are stored as Argon2id hashes; repeated wrong passwords pause sign-in, counted per account, network address and
            browser, so a browser that signed in before is not locked out by someone else’s guesses.
          </li>
          <li>
            Access tokens last 15 minutes; refresh tokens are stored hashed and rotate on every use, and a reused one ends its whole session
            family.
          </li>
          <li>Roles are checked by the api on every request, not only by hiding links.</li>
          <li>Files are reached only through links signed for a few minutes; shared videos stop at once when their link is revoked.</li>
          <li>Uploaded papers are checked by their content and read in a separate process under memory, time and size limits.</li>
          <li>
            Every page carries a strict Content Security Policy and cannot be framed by another site; forms and sign-in are rate-limited.
          </li>
          <li>A security event log records sign-ins, password resets, shares, refused requests and exports for review.</li>
        </ul>

        <h2 id="retention">Retention and deletion</h2>
      </div>
      <FactTable caption="Retention of processed data" columns={RETENTION_COLUMNS} rows={RETENTION} />

      <div className={styles.prose}>
        <h2 id="sub-processors">Sub-processors</h2>
        <p>
          Paperlight runs as one deployment (the site, the api with its video worker, and the sign-in service) with its own database and
          file storage. By default it sends personal data to no third party: scripts are written by a built-in engine, narration is spoken
          by eSpeak NG, and email is written to an outbox folder, all on the deployment’s own servers. The services below are the only ones
          a deployment can be configured to use. An optional one becomes a sub-processor only when the institution’s deployment turns it on,
          and we name its provider in the contract; we tell the institution 30 days before adding or changing one, and it may object.
        </p>
      </div>
      <FactTable caption="Services that process personal data" columns={PROCESSOR_COLUMNS} rows={PROCESSORS} />

      <div className={styles.prose}>
        <h2 id="transfers">International transfers</h2>
        <p>
          Our hosted service runs in the European Union. An institution may run Paperlight in its own infrastructure, in the region it
          chooses. Where a configured service lies outside the UK or the European Economic Area, the transfer is made under the UK
          International Data Transfer Addendum or the EU Standard Contractual Clauses. What each compliance badge means for other regions is
          on <Link href="/trust">Trust and security</Link>.
        </p>

        <h2 id="sign">How to sign</h2>
        <p>
          Write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> or use the <Link href="/#contact-us-section">contact form</Link>;
          we send this agreement for signature with the contract. How we handle the data of visitors and our own users is in the{' '}
          <Link href="/privacy">privacy notice</Link>.
        </p>
      </div>
    </article>
  );
}
