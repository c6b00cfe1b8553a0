import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { TEMPLATES } from './contactFixtures';
import { LogReplyForm, ReplyForm } from './ReplyForm';

describe('ReplyForm', () => {
  describe('given saved templates', () => {
    it('starts empty with the usual subject, and a template fills in the subject and the text', async () => {
      const user = userEvent.setup();
      const { container } = render(<ReplyForm templates={TEMPLATES} to="ines@revue-medicale.example" />);
      expect(screen.getByLabelText('Subject')).toHaveValue('Re: your enquiry to Paperlight');
      expect(screen.getByLabelText('Reply')).toHaveValue('');
      expect(screen.getByLabelText('Reply')).toBeRequired();
      expect(screen.getByLabelText('Reply')).toHaveAttribute('maxLength', '5000');
      expect(screen.getByLabelText('Reply')).toHaveAccessibleDescription(
        'Sent by email to ines@revue-medicale.example, from Paperlight; their answer comes to your address. 0 of 5000 characters.',
      );
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'No template',
        'Thanks — book a call',
        'Trial extended',
        'Not a fit',
      ]);
      await user.selectOptions(screen.getByLabelText('Start from a template'), 'trial-extended');
      expect(screen.getByLabelText('Reply')).toHaveValue(TEMPLATES[1]!.body);
      // Back to no template keeps what is written.
      await user.selectOptions(screen.getByLabelText('Start from a template'), '');
      expect(screen.getByLabelText('Reply')).toHaveValue(TEMPLATES[1]!.body);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('while sending', () => {
    it('shows the button busy', () => {
      render(<ReplyForm templates={[]} to="x@example.org" busy />);
      expect(screen.getByRole('button', { name: 'Send reply' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByLabelText('Start from a template')).not.toBeInTheDocument();
    });
  });

  it('renders on the server', () => {
    expect(renderToStaticMarkup(<ReplyForm templates={TEMPLATES} to="x@example.org" />)).toContain('Send reply');
  });
});

describe('LogReplyForm', () => {
  it('opens to a field for their reply, pasted', async () => {
    const user = userEvent.setup();
    const { container } = render(<LogReplyForm />);
    await user.click(screen.getByText('Log their reply'));
    expect(screen.getByLabelText('Their reply, pasted as they wrote it')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Add to the thread' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
