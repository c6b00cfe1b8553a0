export { AccountMenu, Header } from './Header';
export type { HeaderProps } from './Header';
export { isHeaderSolid, HEADER_SOLID_AFTER_PX } from './isHeaderSolid';
