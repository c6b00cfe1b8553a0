import { useEffect, useState } from 'react';
import { isHeaderSolid } from './isHeaderSolid';

/** Tracks the window scroll and reports whether the header should be solid (see isHeaderSolid). */
export function useHeaderSolid(solidAfter?: number): boolean {
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    const update = () => setSolid(isHeaderSolid(window.scrollY, solidAfter));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [solidAfter]);
  return solid;
}
