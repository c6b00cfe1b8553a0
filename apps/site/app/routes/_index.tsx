import { Button, Link } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import * as styles from '#app/styles/landing.css.ts';

export const meta: MetaFunction = () => [{ title: 'Paperlight — AI tools for research publishing' }];

const STATS = [
  { value: '40+', label: 'AI tools' },
  { value: '5M+', label: 'users' },
  { value: '20B+', label: 'words processed' },
  { value: '100M+', label: 'requests served' },
];

const SUITE_AREAS = ['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play'];

export default function Index() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            AI tools for <span className={styles.heroAccent}>research publishing</span>
          </h1>
          <p className={styles.heroCopy}>
            Paperlight gives publishers, societies, research funders, corporates, government agencies and healthcare teams a
            suite of AI tools built for scholarly content: accessible alt text for every figure, papers read aloud in 30
            languages, rejected-manuscript analytics, answers grounded in the literature, and research papers remixed into
            scripts, storyboards and video.
          </p>
          <Button asChild size="lg">
            <Link href="/dashboard">Get Started</Link>
          </Button>
          <ul className={styles.stats} aria-label="Paperlight in numbers">
            {STATS.map((stat) => (
              <li key={stat.label}>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="tools-showcase" className={styles.section} aria-labelledby="tools-showcase-title">
        <div className={styles.sectionInner}>
          <h2 id="tools-showcase-title" className={styles.sectionTitle}>
            AI Tools in Action
          </h2>
          <p className={styles.sectionCopy}>
            Try Alt Text, Multi-lingual Audio, Paper Remix, Gen AI Search and Chat with Paper on sample papers, no account
            needed.
          </p>
        </div>
      </section>

      <section id="full-ai-suite" className={styles.section} aria-labelledby="full-ai-suite-title">
        <div className={styles.sectionInner}>
          <h2 id="full-ai-suite-title" className={styles.sectionTitle}>
            Full AI Suite
          </h2>
          <p className={styles.sectionCopy}>One platform covering the whole publishing workflow.</p>
          <ul className={styles.chips}>
            {SUITE_AREAS.map((area) => (
              <li key={area} className={styles.chip}>
                {area}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="ai-suite-for-growth" className={styles.section} aria-labelledby="ai-suite-for-growth-title">
        <div className={styles.sectionInner}>
          <h2 id="ai-suite-for-growth-title" className={styles.sectionTitle}>
            AI Suites for Growth
          </h2>
          <p className={styles.sectionCopy}>
            Packaged suites for accessibility at scale, recovering rejected manuscripts, research amplification and launching
            a new journal or special issue.
          </p>
        </div>
      </section>

      <section id="cobuild-section" className={styles.section} aria-labelledby="cobuild-title">
        <div className={styles.sectionInner}>
          <h2 id="cobuild-title" className={styles.sectionTitle}>
            Co-build with Paperlight
          </h2>
          <p className={styles.sectionCopy}>
            Have a workflow our tools do not cover yet? Our 300+ strong tech team builds new AI tools together with publishers
            and research organisations.
          </p>
        </div>
      </section>

      <section id="about" className={styles.section} aria-labelledby="about-title">
        <div className={styles.sectionInner}>
          <h2 id="about-title" className={styles.sectionTitle}>
            About Paperlight
          </h2>
          <p className={styles.sectionCopy}>
            We make research easier to find, read, hear and reuse, and we keep your data compliant with GDPR, PECR, PIPL, PIPA,
            Japan APPI, LGPD and CSA.
          </p>
        </div>
      </section>

      <section id="contact-us-section" className={styles.section} aria-labelledby="contact-title">
        <div className={styles.sectionInner}>
          <h2 id="contact-title" className={styles.sectionTitle}>
            Contact us
          </h2>
          <p className={styles.sectionCopy}>
            Tell us about your journals and goals and we will show you the tools that fit.
          </p>
        </div>
      </section>
    </>
  );
}
