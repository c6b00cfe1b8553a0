import { Link } from '@paperlight/ui-kit';
import type { MetaFunction } from '@remix-run/node';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from '#app/styles/prose.css.ts';

/** When the statement was last reviewed; every date it promises lies after it (a test checks). */
export const REVIEWED_ON = '2026-11-23';
const REVIEWED_LABEL = '23 November 2026';
const ACCESSIBILITY_EMAIL = 'accessibility@paperlight.example';

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: '/accessibility',
    title: 'Accessibility statement · Paperlight',
    description:
      'How Paperlight meets WCAG 2.2 AA: our conformance target, the measures we take, known limitations, and how to report a barrier.',
    image: '/og/accessibility.png',
    imageAlt: 'Paperlight accessibility statement',
  });

export default function AccessibilityStatement() {
  return (
    <article className={page.page} aria-labelledby="a11y-title">
      <p className={page.eyebrow}>Accessibility</p>
      <h1 id="a11y-title" className={page.title}>
        Accessibility statement
      </h1>
      <p className={page.lead}>
        Paperlight makes AI tools that open research to more readers, so our own site has to work for everyone: people who use screen
        readers, keyboards, magnification, voice control or captions.
      </p>

      <div className={styles.prose}>
        <h2>Conformance target</h2>
        <p>
          This statement covers the Paperlight website, its guest demos, sample result pages and Paper Remix workspace. Our target is{' '}
          <strong>WCAG 2.2 level AA</strong> (Web Content Accessibility Guidelines, W3C, October 2023). We consider the site{' '}
          <strong>partially conformant</strong>: most content meets the target, and the known exceptions are listed below with the date we
          expect to fix them.
        </p>

        <h2>What we do</h2>
        <ul>
          <li>Every page is built from semantic HTML with landmarks, one level-one heading and a logical heading order.</li>
          <li>Every control can be reached and used with the keyboard alone and shows a visible focus indicator.</li>
          <li>Text and interface colours meet a contrast ratio of at least 4.5:1 (3:1 for large text and component outlines).</li>
          <li>Animation stops when your system asks for reduced motion; the hero video never plays by itself in that case.</li>
          <li>Dialogs trap focus while open, return it when closed, and close with the Escape key.</li>
          <li>Form fields have visible labels; errors are announced and explained in text next to the field.</li>
          <li>Pages reflow at 320 CSS pixels wide and at 400% zoom without horizontal scrolling.</li>
          <li>
            Automated checks (axe-core) run on every page in our continuous integration, at mobile and desktop widths, and a release is
            blocked by any violation.
          </li>
          <li>
            Before each major release we test manually with NVDA and Firefox, JAWS and Chrome, VoiceOver on macOS and iOS, and TalkBack on
            Android.
          </li>
        </ul>

        <h2>Known limitations</h2>
        <ul>
          <li>
            <strong>Paper Remix canvas:</strong> moving nodes on the workflow canvas needs a pointer. Every action on the canvas is also
            available from each node’s menu and from the keyboard-friendly list shown on small screens. We plan a keyboard move mode by{' '}
            <time dateTime="2027-03">March 2027</time>.
          </li>
          <li>
            <strong>Charts in the Rejections Analyzer report:</strong> every chart has a data table that screen readers read, and the
            manuscripts table lists every record, but individual chart segments cannot be focused with the keyboard. Planned for{' '}
            <time dateTime="2027-03">March 2027</time>.
          </li>
          <li>
            <strong>PDF viewer in Chat with Paper:</strong> sample PDFs come from third-party publishers and some lack tagged structure. Use
            the Alt Text and Multi-lingual Audio tools for an accessible version of a paper.
          </li>
          <li>
            <strong>Generated videos:</strong> videos made by Paper Remix carry English captions of their narration, but no audio
            description of what appears on screen beyond the narrated text. Planned for <time dateTime="2027-06">June 2027</time>.
          </li>
        </ul>

        <h2>Feedback and contact</h2>
        <p>
          If you meet a barrier on this site, or need any content in another format, tell us. Write to{' '}
          <a href={`mailto:${ACCESSIBILITY_EMAIL}`}>{ACCESSIBILITY_EMAIL}</a> or use the{' '}
          <Link href="/#contact-us-section">contact form</Link>. Please include the page address and what you were trying to do. We reply
          within 2 working days and aim to fix or provide an alternative within 10 working days.
        </p>

        <h2>Enforcement procedure</h2>
        <p>
          If you are not happy with our response, you can escalate your complaint to the authority responsible for accessibility enforcement
          where you live. In the United Kingdom, contact the Equality Advisory and Support Service (EASS); in Northern Ireland, the Equality
          Commission for Northern Ireland. In the European Union, contact the market surveillance authority for the European Accessibility
          Act in your member state. In the United States, you can file a complaint with the Department of Justice Civil Rights Division.
        </p>

        <h2>Technical specifications</h2>
        <p>The site relies on HTML, WAI-ARIA, CSS and JavaScript. Core content and navigation also work before JavaScript has loaded.</p>

        <h2>How we tested this site</h2>
        <p>
          This statement was prepared on <time dateTime={REVIEWED_ON}>{REVIEWED_LABEL}</time> from a self-evaluation by the Paperlight
          engineering team: automated axe-core and Lighthouse audits of every public page at 390 and 1440 pixels wide, plus manual keyboard
          and screen-reader testing. It was last reviewed on <time dateTime={REVIEWED_ON}>{REVIEWED_LABEL}</time> and is reviewed at every
          major release.
        </p>
      </div>
    </article>
  );
}
