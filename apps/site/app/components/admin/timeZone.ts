import { isTimeZone } from '@paperlight/api-client';
import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { readCookie } from '#app/lib/device-id.ts';

/** The cookie in which the browser tells the server its time zone (an IANA name), so pages render local times. */
export const TIME_ZONE_COOKIE = 'tz';

/** The reader's time zone from the request's cookie; UTC until the browser has said (decision 0084). */
export function timeZoneOf(request: Request): string {
  const value = readCookie(request.headers.get('cookie'), TIME_ZONE_COOKIE) ?? '';
  let zone = '';
  try {
    zone = decodeURIComponent(value);
  } catch {
    // A cookie someone wrote by hand: UTC.
  }
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The browser's own time zone, or null where it cannot say. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/**
 * After hydration: when the page was rendered in another zone than the browser's (a first visit, a
 * journey), keeps the browser's in the cookie and loads the page again, so times and date ranges are local.
 */
export function useViewerTimeZone(rendered: string): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const zone = browserTimeZone();
    if (!zone || zone === rendered) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
    revalidator.revalidate();
  }, [rendered]); // eslint-disable-line react-hooks/exhaustive-deps
}
