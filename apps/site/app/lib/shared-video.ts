/** The public page's words when a shared link is unknown or revoked (decision 0066). */
export const SHARE_GONE_MESSAGE = 'This video is no longer shared';
