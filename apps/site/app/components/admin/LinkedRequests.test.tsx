import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { LINKED_REQUEST } from './contactFixtures';
import { LinkedRequests } from './LinkedRequests';

describe('LinkedRequests', () => {
  describe('given an account and other requests from the same address', () => {
    it('links to the account’s page and opens each request, newest first, with its date and status', async () => {
      const { container } = render(<LinkedRequests links={LINKED_REQUEST.links} timeZone="UTC" />);
      expect(screen.getByRole('link', { name: 'Ines Inbox (ines@revue-medicale.example)' })).toHaveAttribute(
        'href',
        '/administration/users/u-ines',
      );
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Inès Inbox, Revue Médicale · 20 Apr 2026, 10:00 · Closed',
        'Ines Inbox, Revue Medicale · 12 Jan 2026, 09:30 · Contacted',
      ]);
      expect(screen.getByRole('link', { name: 'Inès Inbox, Revue Médicale' })).toHaveAttribute('href', '?request=c-ines-2');
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('given neither', () => {
    it('says so', () => {
      render(<LinkedRequests links={{ requests: [], account: null }} timeZone="UTC" />);
      expect(screen.getByText('No account with this address')).toBeInTheDocument();
      expect(screen.getByText('None from this address')).toBeInTheDocument();
    });
  });
});
