import type { AuthRequest } from './auth-request';
import { authRequestQuery } from './auth-request';
import { html, page } from './html';
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
  const describedBy = [options.hint ? `${options.name}-hint` : '', error ? `${options.name}-error` : '']
    .filter(Boolean)
    .join(' ');
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
<p>Your free trial starts as soon as you sign up.</p>
${errorSummary(errors)}
<form method="post" action="/signup" novalidate>
${hiddenFields(options.request)}
${field({ name: 'name', label: 'Name', type: 'text', autocomplete: 'name', value: options.values?.name ?? '', errors, autofocus: errors.length === 0 })}
${field({ name: 'email', label: 'Work email', type: 'email', autocomplete: 'email', value: options.values?.email ?? '', errors })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'At least 10 characters, with letters and numbers.', errors })}
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
