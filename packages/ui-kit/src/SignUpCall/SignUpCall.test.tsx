import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { SignUpCall } from './SignUpCall';

const SIGN_UP = 'https://sso.example.test/signup';

describe('SignUpCall', () => {
  it('names itself by its title and opens sign-up in a new tab without the opener', () => {
    renderWithProviders(
      <SignUpCall title="Analyse your own rejections" signUpUrl={SIGN_UP}>
        Upload a year of decisions.
      </SignUpCall>,
    );
    expect(screen.getByRole('complementary', { name: 'Analyse your own rejections' })).toHaveTextContent('Upload a year of decisions.');
    const link = screen.getByRole('link', { name: 'Sign up free (opens in a new tab)' });
    expect(link).toHaveAttribute('href', SIGN_UP);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('takes its heading level and button text', () => {
    renderWithProviders(<SignUpCall title="Ask your own question" signUpUrl={SIGN_UP} headingLevel={2} label="Try your query" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ask your own question' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try your query (opens in a new tab)' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<SignUpCall title="Ask your own question" signUpUrl={SIGN_UP} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders on the server', () => {
    expect(renderToStaticMarkup(<SignUpCall title="Ask" signUpUrl={SIGN_UP} />)).toContain('data-sign-up-call');
  });
});
