export { COMPLIANCE_BADGES, Footer } from './Footer';
export type { FooterProps } from './Footer';
