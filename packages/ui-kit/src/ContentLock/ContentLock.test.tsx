import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { ContentLock } from './ContentLock';
import { CONTENT_TRUNCATED_MARKER } from './guestContent';

const SIGN_UP = 'https://sso.example.test/signup';
const locked = `Vaccination lowered the overall risk. ${CONTENT_TRUNCATED_MARKER} Secret continuation of the answer.`;

describe('ContentLock', () => {
  describe('given a text without the marker', () => {
    it('shows it in full with no call to action', () => {
      renderWithProviders(<ContentLock text="Nothing to hide here." signUpUrl={SIGN_UP} />);
      expect(screen.getByText('Nothing to hide here.')).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });

  describe('given a guest-limited text', () => {
    it('removes the marker and keeps the readable part', () => {
      const { container } = renderWithProviders(<ContentLock text={locked} signUpUrl={SIGN_UP} />);
      expect(container).not.toHaveTextContent('CONTENT_TRUNCATED_FOR_GUEST');
      expect(screen.getByText('Vaccination lowered the overall risk.')).toBeVisible();
    });

    it('hides the filler from assistive technology and selection', () => {
      renderWithProviders(<ContentLock text={locked} signUpUrl={SIGN_UP} />);
      const filler = screen.getByTestId('content-lock-filler');
      expect(filler).toHaveAttribute('aria-hidden', 'true');
      expect(filler).toHaveTextContent('Secret continuation of the answer.');
      expect(screen.queryByText('Secret continuation of the answer.', { ignore: '[aria-hidden] *, [aria-hidden]' })).toBeNull();
      expect(filler.querySelector('a, button, input')).toBeNull();
    });

    it("offers 'Unlock', opening sign-up in a new tab", () => {
      renderWithProviders(<ContentLock text={locked} signUpUrl={SIGN_UP} />);
      const link = screen.getByRole('link', { name: /^Unlock/ });
      expect(link).toHaveAttribute('href', SIGN_UP);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    });

    it("offers 'Register to view complete content' when asked to", () => {
      renderWithProviders(<ContentLock text={locked} signUpUrl={SIGN_UP} action="register" />);
      const link = screen.getByRole('link', { name: /Register to view complete content/ });
      expect(link).toHaveAttribute('href', SIGN_UP);
      expect(link).toHaveAttribute('target', '_blank');
      expect(screen.queryByRole('link', { name: /^Unlock/ })).toBeNull();
    });

    it('renders the readable part through renderContent and the filler through formatFiller', () => {
      renderWithProviders(
        <ContentLock
          text={locked}
          signUpUrl={SIGN_UP}
          renderContent={(visible) => <p data-testid="rendered">{visible.toUpperCase()}</p>}
          formatFiller={(filler) => filler.replace('Secret', 'Blurred')}
        />,
      );
      expect(screen.getByTestId('rendered')).toHaveTextContent('VACCINATION LOWERED THE OVERALL RISK.');
      expect(screen.getByTestId('content-lock-filler')).toHaveTextContent('Blurred continuation');
    });

    it('renders on the server', () => {
      const html = renderToStaticMarkup(<ContentLock text={locked} signUpUrl={SIGN_UP} action="register" />);
      expect(html).toContain('aria-hidden="true"');
      expect(html).not.toContain(CONTENT_TRUNCATED_MARKER);
    });

    it('has no axe violations', async () => {
      const { container } = renderWithProviders(<ContentLock text={locked} signUpUrl={SIGN_UP} />);
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
