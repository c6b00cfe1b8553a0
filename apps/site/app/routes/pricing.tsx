import { Button, Link } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import { SIGNUP_HREF } from '#app/components/Header/navigation.ts';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import { LIMITS, SALES_EMAIL, TRIAL_DAYS } from '#app/lib/vendor-facts.ts';
import * as company from '#app/styles/company.css.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from '#app/styles/prose.css.ts';

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: '/pricing',
    title: 'Pricing · Paperlight',
    description: `Try Paperlight’s guest demos with no account, run Paper Remix on your own papers in a free ${TRIAL_DAYS}-day trial, or talk to sales about a plan for your institution.`,
  });

interface Plan {
  id: string;
  name: string;
  price: string;
  summary: string;
  includes: readonly string[];
}

/** The plans the product really has: guest demos, the free trial (tooling/db TRIAL_DAYS) and a contract for institutions. */
export const PLANS: readonly Plan[] = [
  {
    id: 'guest',
    name: 'Guest demos',
    price: 'Free, no account',
    summary: 'See each tool work on our sample papers before you sign up.',
    includes: [
      'Alt Text, Multi-lingual Audio, Paper Remix, Gen AI Search, Chat with Paper and Rejections Analyzer on sample papers',
      'Public sample results you can link to',
      'Nothing you do is stored',
    ],
  },
  {
    id: 'trial',
    name: 'Free trial',
    price: `Free for ${TRIAL_DAYS} days`,
    summary: 'Run Paper Remix on your own papers. No payment details asked.',
    includes: [
      'Paper Remix: a PDF or JATS XML paper into a script, a storyboard and a narrated 1080p video with captions',
      'Edit every step, keep earlier versions, share a video by link or embed it',
      `Papers up to ${LIMITS.uploadMb} MB and ${LIMITS.pages} pages, ${LIMITS.storageMb} MB of storage, ${LIMITS.stepsAtOnce} steps at a time`,
      'Your projects stay after the trial ends; new steps wait for a contract or an extension',
    ],
  },
  {
    id: 'institutions',
    name: 'Institutions',
    price: 'Contact sales',
    summary: 'For publishers, societies, funders, companies, agencies and healthcare organisations.',
    includes: [
      'Accounts for your team, with trials extended by our sales team while you evaluate',
      'Hosted by us in the European Union, or run in your own infrastructure with your own database and storage',
      'Your own limits, and optionally your own language-model and speech services',
      'Our data processing agreement, and answers to your security review',
    ],
  },
];

/** Pricing: the plans and what each includes; institutions are quoted, so no price is published for them. */
export default function Pricing() {
  return (
    <article className={page.page} aria-labelledby="pricing-title">
      <p className={page.eyebrow}>Pricing</p>
      <h1 id="pricing-title" className={page.title}>
        Plans and pricing
      </h1>
      <p className={page.lead}>
        Start with the guest demos, try Paper Remix on your own papers for {TRIAL_DAYS} days, then talk to us about a plan sized for your
        journals. Institutional plans are quoted for each contract.
      </p>

      <ul className={company.principles} aria-label="Plans">
        {PLANS.map((plan) => (
          <li key={plan.id} className={`${page.card} ${company.planCard}`}>
            <h2 id={`plan-${plan.id}`} className={page.cardTitle}>
              {plan.name}
            </h2>
            <p>
              <strong>{plan.price}</strong>
            </p>
            <p>{plan.summary}</p>
            <ul className={page.suggestions}>
              {plan.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <div className={page.actions}>
        <Button asChild size="lg">
          <a href={SIGNUP_HREF}>Start your free trial</a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href="/#contact-us-section">Contact sales</Link>
        </Button>
      </div>

      <div className={styles.prose}>
        <h2 id="questions">Questions buyers ask</h2>
        <ul>
          <li>
            <strong>Which tools can I use in the trial?</strong> Paper Remix on your own papers, and every guest demo. The other tools run
            on sample papers in the demos; each tool’s page says whether it is available or coming soon.
          </li>
          <li>
            <strong>What happens when the trial ends?</strong> Your projects, files and shared links stay; you can open and download them.
            New steps start again once your institution has a contract or our sales team extends your trial.
          </li>
          <li>
            <strong>How is data handled?</strong> See the <Link href="/data-processing">data processing agreement</Link>, the{' '}
            <Link href="/privacy">privacy notice</Link> and <Link href="/trust">Trust and security</Link>.
          </li>
          <li>
            <strong>Can we embed the tools in our own platform?</strong> Yes: see <Link href="/integrations">Integrations</Link>.
          </li>
          <li>
            <strong>Who do we talk to?</strong> <a href={`mailto:${SALES_EMAIL}`}>{SALES_EMAIL}</a>, the{' '}
            <Link href="/#contact-us-section">contact form</Link>, or book a call from the <Link href="/about">About</Link> page.
          </li>
        </ul>
      </div>
    </article>
  );
}
