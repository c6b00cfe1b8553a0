import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { ContactThread } from './ContactThread';
import { THREAD } from './contactFixtures';

describe('ContactThread', () => {
  describe('given no replies yet', () => {
    it('says so', () => {
      render(<ContactThread thread={[]} timeZone="UTC" />);
      expect(screen.getByText('No replies yet. A reply sent from here is kept below the request.')).toBeInTheDocument();
    });
  });

  describe('given replies sent, theirs logged, and one the mail server refused', () => {
    it('lists them oldest first with who, when (local time), subject, text and how the mail went', async () => {
      const { container } = render(<ContactThread thread={THREAD} timeZone="Europe/Paris" />);
      const items = within(screen.getByRole('list', { name: 'Replies' })).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(items[0]).toHaveTextContent(/^Sent by sales@paperlight\.test · 2 May 2026, 12:00Re: your enquiry to PaperlightHello Ines,/);
      expect(items[0]).toHaveTextContent(/Sent$/);
      expect(items[1]).toHaveTextContent('Their reply, logged by sales@paperlight.test · 2 May 2026, 16:20Tuesday at 10 suits us.');
      expect(items[2]).toHaveTextContent('Not sent: connect ECONNREFUSED (mail server). It is kept here; send it again later.');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('renders on the server the same', () => {
      expect(renderToStaticMarkup(<ContactThread thread={THREAD} timeZone="UTC" />)).toContain(
        '<time dateTime="2026-05-02T10:00:00.000Z">2 May 2026, 10:00</time>',
      );
    });
  });
});
