/** Opens the sign-up page in a new tab, the way every locked control of the demo does (SPEC §1). */
export function openSignUp(signUpUrl: string): void {
  window.open(signUpUrl, '_blank', 'noopener,noreferrer');
}
