export { DefaultLink, LinkProvider, makeLinkComponent } from './LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider';
export { useLinkComponent } from './useLinkComponent';
export { Link } from './Link';
export type { LinkProps } from './Link';
