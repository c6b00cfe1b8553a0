/** Scroll distance after which the header turns solid (SPEC §9). */
export const HEADER_SOLID_AFTER_PX = 50;

/**
 * The header is transparent over the top of the page and solid once the page scrolled past
 * `solidAfter` px: 50 over the landing page's hero (SPEC §9); 0 on every other page, whose heading
 * starts right under the header and would show through a transparent one (decision 0092).
 */
export function isHeaderSolid(scrollY: number, solidAfter: number = HEADER_SOLID_AFTER_PX): boolean {
  return scrollY > solidAfter;
}
