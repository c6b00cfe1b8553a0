import { Button, Link, VisuallyHidden } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { STATS } from '#app/components/landing/Stats/Stats.tsx';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import * as page from '#app/styles/page.css.ts';
import * as styles from '#app/styles/prose.css.ts';
import * as about from '#app/styles/company.css.ts';

export const CONTACT_EMAILS = [
  { purpose: 'Sales and demos', address: 'sales@paperlight.example' },
  { purpose: 'Customer support', address: 'support@paperlight.example' },
  { purpose: 'Security and privacy', address: 'security@paperlight.example' },
  { purpose: 'Accessibility', address: 'accessibility@paperlight.example' },
] as const;

const PRINCIPLES = [
  {
    title: 'Research stays the author’s',
    text: 'Our tools describe, translate, summarise and check what researchers wrote. They never put words in a paper that its authors did not approve, and every output says where it came from.',
  },
  {
    title: 'Evidence before claims',
    text: 'Every answer cites its source: a passage in the PDF, a reference with its DOI, a figure and its caption. Editors can check a result in one click, and so can readers.',
  },
  {
    title: 'Accessible by default',
    text: 'Alt text, audio and plain-language summaries are not extras. We build them into the workflow, so a publisher’s whole list becomes readable by more people, not one showcase title.',
  },
  {
    title: 'Your data, your terms',
    text: 'Customer papers are processed to deliver the service and nothing else: not sold, not used to train models for anyone else, and deleted on request.',
  },
] as const;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: '/about',
    title: 'About Paperlight · AI tools for research publishing',
    description:
      'Who we are: the team behind Paperlight’s AI tools for publishers, societies, funders and researchers, what we stand for, and how to reach us.',
  });

/** Who the vendor is, what it stands for and how to reach it; the header's About link lands here. */
export default function About() {
  const bookingUrl = useRouteLoaderData<typeof rootLoader>('root')?.ENV.BOOKING_URL;
  return (
    <article className={page.page} aria-labelledby="about-title">
      <p className={page.eyebrow}>About</p>
      <h1 id="about-title" className={page.title}>
        We make research readable, checkable and findable
      </h1>
      <p className={page.lead}>
        Paperlight builds AI tools for the people who publish and fund research: publishers, scholarly societies, research funders,
        corporate R&amp;D, government agencies and healthcare organisations.
      </p>

      <section aria-labelledby="numbers-title" className={about.numbers}>
        <h2 id="numbers-title" className={about.numbersTitle}>
          Paperlight in numbers
        </h2>
        <ul className={about.stats}>
          {STATS.map((stat) => (
            <li key={stat.value} className={about.stat}>
              <span className={about.statValue}>{stat.value}</span>
              <span className={about.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.prose}>
        <h2>Who we are</h2>
        <p>
          Paperlight Ltd was founded by editors, accessibility specialists and machine-learning engineers who had spent years watching good
          research go unread: figures nobody described, papers nobody could listen to, rejected manuscripts that thrived elsewhere while
          their first journal never knew. Our tech team of more than 300 people works across research publishing, speech, language and
          document understanding.
        </p>
        <p>
          We ship tools in five areas, the same five you find in the <Link href="/#full-ai-suite">Full AI Suite</Link>: accessibility, peer
          review, document analytics, journal analytics, and plug-and-play components for your own platform. Each tool has a page that says
          what it does today and what is still coming; guests can try the main ones on sample papers without an account.
        </p>
      </div>

      <section aria-labelledby="principles-title" className={about.principlesSection}>
        <h2 id="principles-title" className={about.sectionTitle}>
          What we stand for
        </h2>
        <ul className={about.principles}>
          {PRINCIPLES.map((principle) => (
            <li key={principle.title} className={page.card}>
              <h3 className={page.cardTitle}>{principle.title}</h3>
              <p>{principle.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.prose}>
        <h2>How we work with customers</h2>
        <ul>
          <li>We start with a 30-minute call on your own papers, not a slide deck.</li>
          <li>A free 7-day trial lets your team run the self-serve tools before anyone signs anything.</li>
          <li>
            Security, privacy and data-processing terms are public: see <Link href="/trust">Trust and security</Link> for what each
            compliance badge means for your data and who processes it.
          </li>
          <li>
            Our own site follows the standard we help you meet: read our <Link href="/accessibility">accessibility statement</Link>.
          </li>
        </ul>

        <h2 id="contact">How to reach us</h2>
        <p>
          The quickest way is the <Link href="/#contact-us-section">contact form</Link>: tell us about your journals and goals and the right
          person replies within two working days. Or write to the team you need:
        </p>
        <ul>
          {CONTACT_EMAILS.map((contact) => (
            <li key={contact.address}>
              {contact.purpose}: <a href={`mailto:${contact.address}`}>{contact.address}</a>
            </li>
          ))}
        </ul>
        <p>Paperlight Ltd, Cambridge, United Kingdom. Our team works from Cambridge, Lisbon and Singapore.</p>
      </div>

      <div className={page.actions}>
        <Button asChild size="lg">
          <Link href="/#contact-us-section">Contact us</Link>
        </Button>
        {bookingUrl ? (
          <Button asChild size="lg" variant="secondary">
            <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
              Book a call<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
