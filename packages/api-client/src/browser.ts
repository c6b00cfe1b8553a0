/**
 * `@paperlight/api-client/browser`: what a page needs to hold a session and call the api — the client,
 * the session store and the errors — without the response schemas of every screen. A page's shell
 * imports this, so a visitor's first page loads none of the others (the landing page's JavaScript
 * budget); everything here is also exported from the package's main entry. The contact form's schema
 * is here too: every page carries that form.
 */
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestInit } from './client';
export { ApiError, ResponseShapeError, isApiError } from './errors';
export { createSessionStore, waitForSession } from './session';
export type { SessionSource, SessionState, SessionStore, SessionUser } from './session';
export { CONTACT_REQUEST_MESSAGES, ContactRequestSchema, contactFieldMessage } from './contact';
export type { ContactRequest, ContactRequestField } from './contact';
