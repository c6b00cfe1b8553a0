/** Scroll distance after which the header turns solid (SPEC §9). */
export const HEADER_SOLID_AFTER_PX = 50;

/** The header is transparent over the top of the page and solid once the page scrolled past 50 px. */
export function isHeaderSolid(scrollY: number): boolean {
  return scrollY > HEADER_SOLID_AFTER_PX;
}
