import type { AuthRequest } from './auth-request';
import { authRequestQuery } from './auth-request';
import { html, page } from './html';
import { passwordMessages } from './passwords';
import type { SafeHtml } from './html';

export type FieldName = 'name' | 'email' | 'password';

/** A message for the error summary; `field` links it to the input it is about. */
export interface FormError {
  field?: FieldName;
  message: string;
}

interface FormPageOptions {
  siteUrl: string;
  request: AuthRequest;
  values?: Partial<Record<'name' | 'email', string>>;
  errors?: readonly FormError[];
}

function hiddenFields(request: AuthRequest): SafeHtml {
  if (!request.redirectUri) return html``;
  return html`<input type="hidden" name="redirect_uri" value="${request.redirectUri}">
<input type="hidden" name="state" value="${request.state}">
<input type="hidden" name="code_challenge" value="${request.codeChallenge}">
<input type="hidden" name="code_challenge_method" value="${request.codeChallengeMethod || 'S256'}">`;
}

function errorSummary(errors: readonly FormError[]): SafeHtml {
  if (errors.length === 0) return html``;
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">There is a problem</h2>
<ul>${errors.map((e) => (e.field ? html`<li><a href="#${e.field}">${e.message}</a></li>` : html`<li>${e.message}</li>`))}</ul>
</div>`;
}

function field(options: {
  name: FieldName;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  hint?: string;
  errors: readonly FormError[];
  autofocus?: boolean;
}): SafeHtml {
  const error = options.errors.find((e) => e.field === options.name);
  const describedBy = [options.hint ? `${options.name}-hint` : '', error ? `${options.name}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${options.name}">${options.label}</label>
${options.hint ? html`<span class="hint" id="${options.name}-hint">${options.hint}</span>` : ''}
${error ? html`<span class="field-error" id="${options.name}-error">${error.message}</span>` : ''}
<input id="${options.name}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${
    options.value !== undefined ? html` value="${options.value}"` : ''
  }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''}${
    options.autofocus ? html` autofocus` : ''
  }${options.type === 'email' ? html` spellcheck="false" autocapitalize="none"` : ''}>
</div>`;
}

/** The sign-in form. */
export function loginPage(options: FormPageOptions): string {
  const errors = options.errors ?? [];
  return page({
    title: 'Sign in',
    siteUrl: options.siteUrl,
    body: html`<h1>Sign in to Paperlight</h1>
<p>Use your work email and password.</p>
${errorSummary(errors)}
<form method="post" action="/login" novalidate>
${hiddenFields(options.request)}
${field({ name: 'email', label: 'Work email', type: 'email', autocomplete: 'email', value: options.values?.email ?? '', errors, autofocus: errors.length === 0 })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', errors })}
<button type="submit">Sign in</button>
</form>
<p class="switch"><a href="/forgot-password">Forgot your password?</a></p>
<p class="switch">New to Paperlight? <a href="/signup${authRequestQuery(options.request)}">Create an account</a></p>`,
  });
}

/** The sign-up form, which starts the 7-day free trial. */
export function signupPage(options: FormPageOptions): string {
  const errors = options.errors ?? [];
  return page({
    title: 'Create your account',
    siteUrl: options.siteUrl,
    body: html`<span class="trial">FREE 7-day trial</span>
<h1>Create your Paperlight account</h1>
<p>Your free trial starts as soon as you confirm your email address.</p>
${errorSummary(errors)}
<form method="post" action="/signup" novalidate>
${hiddenFields(options.request)}
${field({ name: 'name', label: 'Name', type: 'text', autocomplete: 'name', value: options.values?.name ?? '', errors, autofocus: errors.length === 0 })}
${field({ name: 'email', label: 'Work email', type: 'email', autocomplete: 'email', value: options.values?.email ?? '', errors })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: passwordMessages.hint, errors })}
${strengthMeter()}
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/login${authRequestQuery(options.request)}">Sign in</a></p>`,
  });
}

/** Shown for a redirect_uri that is not the site's, or a malformed PKCE request. */
export function invalidLinkPage(siteUrl: string): string {
  return page({
    title: 'Invalid link',
    siteUrl,
    body: html`<h1>This sign-in link is not valid.</h1>
<p>Please go back to Paperlight and choose Login or Sign up again.</p>
<p><a href="${siteUrl}/">Back to Paperlight</a></p>`,
  });
}

/** Shown after /logout when there is no site page to return to. */
export function signedOutPage(siteUrl: string): string {
  return page({
    title: 'Signed out',
    siteUrl,
    body: html`<h1>You have been signed out</h1>
<p>See you soon.</p>
<p><a href="${siteUrl}/">Back to Paperlight</a> · <a href="/login">Sign in again</a></p>`,
  });
}

/**
 * GET /logout while signed in (issue 33): a GET never signs out, so another site cannot do it
 * with a link or an image; the button posts the form, with a token bound to this browser's session.
 */
export function logoutConfirmPage(options: { siteUrl: string; token: string; redirectUri: string | null }): string {
  const { siteUrl, token, redirectUri } = options;
  return page({
    title: 'Sign out',
    siteUrl,
    body: html`<h1>Sign out of Paperlight?</h1>
<p>You will need your password to sign in again.</p>
<form method="post" action="/logout">
<input type="hidden" name="csrf" value="${token}">
${redirectUri ? html`<input type="hidden" name="redirect_uri" value="${redirectUri}">` : null}
<button type="submit">Sign out</button>
</form>
<p><a href="${siteUrl}/">Back to Paperlight</a></p>`,
  });
}

/** Shown when a form is posted from another origin. */
export function forbiddenPage(siteUrl: string): string {
  return page({
    title: 'Request refused',
    siteUrl,
    body: html`<h1>This form was sent from another site.</h1>
<p>For your security it was not processed. Please sign in from this page instead.</p>
<p><a href="/login">Sign in</a></p>`,
  });
}

/** Filled in by /assets/password-meter.js (hidden until the script runs; the form works without it). */
function strengthMeter(): SafeHtml {
  return html`<div class="meter" data-password-meter="password" hidden>
<meter id="password-strength" min="0" max="4" low="2" high="3" optimum="4" value="0" aria-labelledby="password-strength-label" aria-describedby="password-strength-text"></meter>
<span id="password-strength-label" class="meter-label">Strength:</span> <span id="password-strength-text" data-meter-text aria-live="polite"></span>
</div>
<script src="/assets/password-meter.js" defer></script>`;
}

/** The neutral answer to every sign-up, new address or not (no account enumeration). */
export function signupSentPage(siteUrl: string, email: string): string {
  return page({
    title: 'Check your email',
    siteUrl,
    body: html`<h1>Check your email</h1>
<p>We have sent a message to <strong>${email}</strong>. Follow the link in it to confirm your address and finish creating your account.</p>
<p>The link works for 24 hours. Nothing arrived? Check your spam folder, or <a href="/signup">sign up again</a> to get a new link.</p>`,
  });
}

/** The link from the confirmation mail: a button, so mail scanners that open links do not use it up. */
export function confirmEmailPage(siteUrl: string, token: string, email: string): string {
  return page({
    title: 'Confirm your email address',
    siteUrl,
    body: html`<h1>Confirm your email address</h1>
<p>Create the Paperlight account for <strong>${email}</strong> and start your free 7-day trial.</p>
<form method="post" action="/verify-email">
<input type="hidden" name="token" value="${token}">
<button type="submit">Confirm and continue</button>
</form>`,
  });
}

/** A used, expired or unknown link from a mail. */
export function linkExpiredPage(siteUrl: string, kind: 'reset' | 'signup'): string {
  const again = kind === 'reset' ? html`<a href="/forgot-password">Ask for a new link</a>` : html`<a href="/signup">Sign up again</a>`;
  return page({
    title: 'Link expired',
    siteUrl,
    body: html`<h1>This link has expired or was already used.</h1>
<p>Links in our emails work once and for a limited time. ${again}, or <a href="/login">sign in</a>.</p>`,
  });
}

export function forgotPasswordPage(options: { siteUrl: string; email?: string; errors?: readonly FormError[] }): string {
  const errors = options.errors ?? [];
  return page({
    title: 'Reset your password',
    siteUrl: options.siteUrl,
    body: html`<h1>Reset your password</h1>
<p>Enter the email address of your account and we will send you a link to choose a new password.</p>
${errorSummary(errors)}
<form method="post" action="/forgot-password" novalidate>
${field({ name: 'email', label: 'Work email', type: 'email', autocomplete: 'email', value: options.email ?? '', errors, autofocus: errors.length === 0 })}
<button type="submit">Send the link</button>
</form>
<p class="switch"><a href="/login">Back to sign in</a></p>`,
  });
}

/** The neutral answer to every reset request (no account enumeration). */
export function resetSentPage(siteUrl: string, email: string): string {
  return page({
    title: 'Check your email',
    siteUrl,
    body: html`<h1>Check your email</h1>
<p>If <strong>${email}</strong> belongs to a Paperlight account, we have sent it a link to choose a new password. The link works once, for 30 minutes.</p>
<p><a href="/login">Back to sign in</a></p>`,
  });
}

export function resetPasswordPage(options: { siteUrl: string; token: string; email: string; errors?: readonly FormError[] }): string {
  const errors = options.errors ?? [];
  return page({
    title: 'Choose a new password',
    siteUrl: options.siteUrl,
    body: html`<h1>Choose a new password</h1>
<p>For <strong>${options.email}</strong>. Setting it signs you out on every device.</p>
${errorSummary(errors)}
<form method="post" action="/reset-password" novalidate>
<input type="hidden" name="token" value="${options.token}">
<input type="hidden" id="email" value="${options.email}">
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: passwordMessages.hint, errors, autofocus: true })}
${strengthMeter()}
<button type="submit">Save the new password</button>
</form>`,
  });
}

export function passwordChangedPage(siteUrl: string): string {
  return page({
    title: 'Password changed',
    siteUrl,
    body: html`<h1>Your password has been changed</h1>
<p>You have been signed out on every device. Sign in with your new password.</p>
<p><a href="${siteUrl}/auth/login">Sign in</a></p>`,
  });
}

/** A busy database or another temporary fault: try again, nothing was lost. */
export function busyPage(siteUrl: string): string {
  return page({
    title: 'Busy',
    siteUrl,
    body: html`<h1>Paperlight is busy right now.</h1>
<p>Nothing was changed. Please try again in a moment.</p>`,
  });
}

/** A rate limit on sign-up, sign-in or reset was reached. */
export function tooManyRequestsPage(siteUrl: string, message: string): string {
  return page({
    title: 'Too many requests',
    siteUrl,
    body: html`<h1>Too many requests</h1>
<p>${message}</p>
<p><a href="/login">Back to sign in</a></p>`,
  });
}
