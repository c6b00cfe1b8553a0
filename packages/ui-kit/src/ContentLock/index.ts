export { ContentLock } from './ContentLock';
export type { ContentLockAction, ContentLockProps } from './ContentLock';
export { CONTENT_TRUNCATED_MARKER, splitGuestContent } from './guestContent';
export type { GuestContent } from './guestContent';
