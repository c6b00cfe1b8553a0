import * as styles from './PartnerLogos.css';

/** Fictional partner marks drawn for Paperlight; no real trademarks. */
const PARTNERS = [
  { name: 'Northfield University Press', mark: <path d="M6 32V8l14 16V8h4v24L10 16v16z" /> },
  { name: 'Society for Coastal Ecology', mark: <path d="M2 24c6-8 10-8 16 0s10 8 16 0v6c-6 8-10 8-16 0S8 22 2 30z" /> },
  {
    name: 'Helix Medical Journals',
    mark: (
      <path d="M8 4h4c0 10 12 14 12 28h-4C20 20 8 16 8 4zm12 0h4c0 6-3 9-6 12l-2-3c2-2 4-5 4-9zM8 32h4c0-4 2-7 4-9l-2-3c-3 3-6 6-6 12z" />
    ),
  },
  { name: 'Open Atlas Publishing', mark: <path d="M16 2 30 32h-5l-9-20-9 20H2zm0 18 4 8h-8z" /> },
  { name: 'Meridian Health Foundation', mark: <path d="M12 4h8v8h8v8h-8v8h-8v-8H4v-8h8z" /> },
  { name: 'Kestrel Science Council', mark: <path d="M2 20 16 6l14 14-4 4-10-10L6 24zM10 28h12v4H10z" /> },
];

/** The strip of publishers, societies and funders that use Paperlight. */
export function PartnerLogos() {
  return (
    <section className={styles.root} aria-labelledby="partners-title">
      <h2 id="partners-title" className={styles.title}>
        Trusted by publishers, societies and funders
      </h2>
      <ul className={styles.list}>
        {PARTNERS.map((partner) => (
          <li key={partner.name}>
            <svg className={styles.logo} viewBox="0 0 270 36" role="img" aria-label={partner.name} fill="currentColor">
              <g transform="translate(0 1)">{partner.mark}</g>
              <text x="40" y="23" fontSize="13" fontWeight="600" fontFamily="system-ui, sans-serif">
                {partner.name}
              </text>
            </svg>
          </li>
        ))}
      </ul>
    </section>
  );
}
