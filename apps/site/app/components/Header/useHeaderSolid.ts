import { useEffect, useState } from 'react';
import { isHeaderSolid } from './isHeaderSolid';

/** Tracks the window scroll and reports whether the header should be solid. */
export function useHeaderSolid(): boolean {
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    const update = () => setSolid(isHeaderSolid(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return solid;
}
