import { Button, Link } from '@paperlight/ui-kit';
import * as page from '#app/styles/page.css.ts';

const COPY: Record<number, { title: string; body: string }> = {
  401: {
    title: 'Your session could not be verified',
    body: 'Please sign out and sign in again. If this keeps happening, contact support.',
  },
  403: {
    title: "You don't have access to this page",
    body: 'Your account does not have the role this page needs. If you think it should, ask your Paperlight administrator.',
  },
  404: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved. Check the address, or try one of these pages.',
  },
};

const SUGGESTIONS = [
  { href: '/#tools-showcase', label: 'Try the AI tools on sample papers' },
  { href: '/tools/alt-text', label: 'Alt Text' },
  { href: '/tools/multi-lingual-audio', label: 'Multi-lingual Audio' },
  { href: '/tools/paper-remix', label: 'Paper Remix' },
  { href: '/#contact-us-section', label: 'Contact us' },
  { href: '/accessibility', label: 'Accessibility statement' },
];

/** The 403, 404 and unexpected-error pages. */
export function ErrorPage({ status }: { status: number }) {
  const copy = COPY[status] ?? { title: 'Something went wrong', body: 'An unexpected error occurred. Please try again in a moment.' };
  return (
    <section className={page.page} aria-labelledby="error-title">
      <p className={page.eyebrow}>Error {status}</p>
      <h1 id="error-title" className={page.title}>
        {copy.title}
      </h1>
      <p className={page.lead}>{copy.body}</p>
      <div className={page.actions}>
        <Button asChild>
          <Link href="/">Go to the home page</Link>
        </Button>
      </div>
      {status === 404 ? (
        <nav aria-labelledby="error-suggestions-title">
          <h2 id="error-suggestions-title" className={page.cardTitle}>
            Popular pages
          </h2>
          <ul className={page.suggestions}>
            {SUGGESTIONS.map((link) => (
              <li key={link.href}>
                <Link className={page.textLink} href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
