import { Link, VisuallyHidden } from '@paperlight/ui-kit';
import { toolPath, type NavTool } from '#app/lib/catalogue.ts';
import * as styles from './Footer.css';

/** The privacy and security regimes Paperlight complies with (SPEC §1), with their full names and their section of /trust. */
export const COMPLIANCE_BADGES = [
  { label: 'GDPR', name: 'General Data Protection Regulation (European Union)', anchor: 'gdpr' },
  { label: 'PECR', name: 'Privacy and Electronic Communications Regulations (United Kingdom)', anchor: 'pecr' },
  { label: 'PIPL', name: 'Personal Information Protection Law (China)', anchor: 'pipl' },
  { label: 'PIPA', name: 'Personal Information Protection Act (South Korea)', anchor: 'pipa' },
  { label: 'Japan APPI', name: 'Act on the Protection of Personal Information (Japan)', anchor: 'appi' },
  { label: 'LGPD', name: 'Lei Geral de Proteção de Dados (Brazil)', anchor: 'lgpd' },
  { label: 'CSA', name: 'Cloud Security Alliance STAR registry', anchor: 'csa-star' },
] as const;

/** The browser extension for Alt Text (the external link of SPEC §2). */
export const BROWSER_EXTENSION = {
  name: 'Paperlight Alt Text for Chrome',
  href: 'https://chromewebstore.google.com/detail/paperlight-alt-text/pmkhlnbgjnfcdeeafkcaoabnfmbmjlhj',
} as const;

/** The legal pages, in the footer's bottom row (issue 38). */
export const LEGAL_LINKS = [
  { label: 'Privacy notice', href: '/privacy' },
  { label: 'Terms of service', href: '/terms' },
  { label: 'Data processing agreement', href: '/data-processing' },
  { label: 'Cookie statement', href: '/cookies' },
] as const;

export interface FooterProps {
  /** The catalogue's public tools, each linked to its page. */
  tools: readonly NavTool[];
  /**
   * Year in the copyright line.
   * @default the current year
   */
  year?: number;
}

function ShieldIcon() {
  return (
    <svg className={styles.badgeIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1 2.5 3v4.2c0 3.5 2.3 6.5 5.5 7.8 3.2-1.3 5.5-4.3 5.5-7.8V3L8 1Z" fill="currentColor" opacity="0.25" />
      <path d="m5.2 8.1 1.9 1.9 3.7-3.8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Site footer: tool links, company links, the browser extension, compliance badges and copyright. */
export function Footer({ tools, year = new Date().getFullYear() }: FooterProps) {
  const available = tools.filter((tool) => !tool.comingSoon);
  const comingSoon = tools.filter((tool) => tool.comingSoon);
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.brandName}>Paperlight</p>
          <p className={styles.brandCopy}>
            AI tools for publishers, societies, research funders, corporates, government agencies and healthcare.
          </p>
        </div>

        <nav className={styles.column} aria-labelledby="footer-tools-title">
          <h2 id="footer-tools-title" className={styles.heading}>
            AI tools
          </h2>
          <ul className={styles.toolList}>
            {available.map((tool) => (
              <li key={tool.slug}>
                <Link className={styles.link} href={toolPath(tool.slug)}>
                  {tool.name}
                </Link>
              </li>
            ))}
          </ul>
          {comingSoon.length > 0 ? (
            <>
              <h3 id="footer-soon-title" className={styles.subheading}>
                Coming soon
              </h3>
              <ul className={styles.toolList} aria-labelledby="footer-soon-title">
                {comingSoon.map((tool) => (
                  <li key={tool.slug}>
                    <Link className={styles.link} href={toolPath(tool.slug)}>
                      {tool.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </nav>

        <nav className={styles.column} aria-labelledby="footer-company-title">
          <h2 id="footer-company-title" className={styles.heading}>
            Paperlight
          </h2>
          <ul className={styles.linkList}>
            <li>
              <Link className={styles.link} href="/about">
                About Paperlight
              </Link>
            </li>
            <li>
              <Link className={styles.link} href="/#full-ai-suite">
                Full AI Suite
              </Link>
            </li>
            <li>
              <Link className={styles.link} href="/pricing">
                Pricing
              </Link>
            </li>
            <li>
              <Link className={styles.link} href="/integrations">
                Integrations
              </Link>
            </li>
            <li>
              <Link className={styles.link} href="/trust">
                Trust and security
              </Link>
            </li>
            <li>
              <Link className={styles.link} href="/#contact-us-section">
                Contact us
              </Link>
            </li>
            <li>
              <Link className={styles.link} href="/accessibility">
                Accessibility
              </Link>
            </li>
            <li>
              <a className={styles.link} href={BROWSER_EXTENSION.href} target="_blank" rel="noopener noreferrer">
                {BROWSER_EXTENSION.name}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          </ul>
        </nav>

        <section className={styles.compliance} aria-labelledby="footer-compliance-title">
          <h2 id="footer-compliance-title" className={styles.heading}>
            Compliance
          </h2>
          <ul className={styles.badges}>
            {COMPLIANCE_BADGES.map((badge) => (
              <li key={badge.label}>
                <Link className={styles.badge} href={`/trust#${badge.anchor}`} title={badge.name}>
                  <ShieldIcon />
                  <span className={styles.badgeLabel}>{badge.label}</span>
                  <VisuallyHidden>: {badge.name}</VisuallyHidden>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link className={styles.link} href="/trust">
              What each badge means for your data
            </Link>
          </p>
        </section>
      </div>
      <div className={styles.bottom}>
        <nav aria-label="Legal">
          <ul className={styles.legalList}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link className={styles.link} href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>© {year} Paperlight Ltd. All rights reserved.</p>
      </div>
    </footer>
  );
}
