import { Link, VisuallyHidden } from '@paperlight/ui-kit';
import { BROWSER_EXTENSION, TOOL_LINKS } from '#app/content/tool-links.ts';
import * as styles from './Footer.css';

/** The privacy and security regimes Paperlight complies with (SPEC §1), with their full names. */
export const COMPLIANCE_BADGES = [
  { label: 'GDPR', name: 'General Data Protection Regulation (European Union)' },
  { label: 'PECR', name: 'Privacy and Electronic Communications Regulations (United Kingdom)' },
  { label: 'PIPL', name: 'Personal Information Protection Law (China)' },
  { label: 'PIPA', name: 'Personal Information Protection Act (South Korea)' },
  { label: 'Japan APPI', name: 'Act on the Protection of Personal Information (Japan)' },
  { label: 'LGPD', name: 'Lei Geral de Proteção de Dados (Brazil)' },
  { label: 'CSA', name: 'Cloud Security Alliance STAR registry' },
] as const;

export interface FooterProps {
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
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.brandName}>Paperlight</p>
          <p className={styles.brandCopy}>AI tools for publishers, societies, research funders, corporates, government agencies and healthcare.</p>
        </div>

        <nav className={styles.column} aria-labelledby="footer-tools-title">
          <h2 id="footer-tools-title" className={styles.heading}>
            AI tools
          </h2>
          <ul className={styles.linkList}>
            {TOOL_LINKS.map((tool) => (
              <li key={tool.slug}>
                <Link className={styles.link} href={`/tools/${tool.slug}`}>
                  {tool.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-company-title">
          <h2 id="footer-company-title" className={styles.heading}>
            Paperlight
          </h2>
          <ul className={styles.linkList}>
            <li>
              <Link className={styles.link} href="/#full-ai-suite">
                Full AI Suite
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
              <li key={badge.label} className={styles.badge}>
                <ShieldIcon />
                <abbr className={styles.badgeLabel} title={badge.name}>
                  {badge.label}
                </abbr>
                <VisuallyHidden>: {badge.name}</VisuallyHidden>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>© {year} Paperlight Ltd. All rights reserved.</p>
      </div>
    </footer>
  );
}
