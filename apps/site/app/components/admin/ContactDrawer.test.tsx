import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@paperlight/ui-kit';
import { forwardRef, type ComponentProps, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ContactDrawer } from './ContactDrawer';
import { HANDLED_REQUEST, LINKED_REQUEST, NEW_REQUEST, OWNERS } from './contactFixtures';

vi.mock('@remix-run/react', async () => (await import('#app/test/remix.tsx')).remixReactMock());

const show = (props: Partial<ComponentProps<typeof ContactDrawer>> = {}) =>
  render(
    <ToastProvider>
      <ContactDrawer detail={NEW_REQUEST} timeZone="Europe/Paris" open onOpenChange={() => {}} {...props} />
    </ToastProvider>,
  );

/** A form that hands what it would post to the test instead. */
const capture = (posted: Array<Record<string, string>>) =>
  forwardRef<HTMLFormElement, ComponentProps<'form'>>(function Capture(props, ref) {
    return (
      <form
        ref={ref}
        {...props}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          posted.push(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>);
        }}
      />
    );
  });

describe('ContactDrawer', () => {
  it('shows every field of the request, the designation included, in a dialog named by the person', async () => {
    show();
    const drawer = screen.getByRole('dialog', { name: 'Ines Inbox' });
    expect(drawer).toHaveAccessibleDescription('Contact request received 2 May 2026, 10:15');
    const facts = Object.fromEntries(
      within(drawer)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Email: 'ines@revue-medicale.example',
      Company: 'Revue Médicale',
      Designation: 'Managing Editor',
      Interest: 'We would like alt text for our whole seventeenth-century herbarium archive.\nAbout 4,000 plates.',
      Age: '2 days oldOverdue',
      Account: 'No account with this address',
      'Other requests': 'None from this address',
      Status: 'New',
      Owner: 'Nobody yet',
    });
    expect(within(drawer).getByText('No replies yet. A reply sent from here is kept below the request.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'ines@revue-medicale.example' })).toHaveAttribute(
      'href',
      'mailto:ines@revue-medicale.example',
    );
    // Owners: nobody, then the sales people and administrators by name.
    expect(
      within(within(drawer).getByLabelText('Owner'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nobody', 'Ada Admin (admin@paperlight.test)', 'Sam Sales (sales@paperlight.test)']);
    expect(await axe(drawer, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });

  it('posts a status, an owner and a note, each with the request and the person’s name', async () => {
    const posted: Array<Record<string, string>> = [];
    const Form = capture(posted);
    const user = userEvent.setup();
    show({ forms: { status: Form, owner: Form, note: Form } });
    const drawer = within(screen.getByRole('dialog', { name: 'Ines Inbox' }));
    await user.selectOptions(drawer.getByLabelText('Status'), 'closed');
    await user.click(drawer.getByRole('button', { name: 'Set status' }));
    await user.selectOptions(drawer.getByLabelText('Owner'), 'u-sam');
    await user.click(drawer.getByRole('button', { name: 'Assign' }));
    await user.type(drawer.getByLabelText('Add a note'), 'Called back');
    await user.click(drawer.getByRole('button', { name: 'Add note' }));
    const base = { id: 'c-ines', name: 'Ines Inbox' };
    expect(posted).toEqual([
      { ...base, intent: 'status', status: 'closed' },
      { ...base, intent: 'owner', ownerId: 'u-sam' },
      { ...base, intent: 'note', body: 'Called back' },
    ]);
  });

  it('lists the notes oldest first with their author and local time, and the History in words', () => {
    show({ detail: HANDLED_REQUEST });
    const drawer = within(screen.getByRole('dialog', { name: 'Ines Inbox' }));
    const notes = drawer.getByRole('list', { name: 'Internal notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Called back: they want a quote for the plates and the index.sales@paperlight.test · 2 May 2026, 12:30',
      'Quote sent.admin@paperlight.test · 3 May 2026, 10:00',
    ]);
    expect(drawer.getByLabelText('Owner')).toHaveValue('u-sam');
    const history = drawer.getByRole('table', { name: 'Changes to this request, newest first' });
    expect(within(history).getByText('Owner: nobody → Sam Sales (sales@paperlight.test)')).toBeInTheDocument();
    expect(within(history).getByText('Status: New → Contacted')).toBeInTheDocument();
    expect(within(history).getAllByText('Added note')).toHaveLength(2);
  });

  it('posts a reply started from a template, and their reply logged by hand, each with the request', async () => {
    const posted: Array<Record<string, string>> = [];
    const Form = capture(posted);
    const user = userEvent.setup();
    show({ forms: { reply: Form, received: Form } });
    const drawer = within(screen.getByRole('dialog', { name: 'Ines Inbox' }));
    await user.selectOptions(drawer.getByLabelText('Start from a template'), 'Not a fit');
    expect((drawer.getByLabelText('Reply') as HTMLTextAreaElement).value).toMatch(
      /^Hello Ines,\n\nThank you for telling us what Revue Médicale/,
    );
    await user.type(drawer.getByLabelText('Reply'), '\nPS: good luck');
    await user.click(drawer.getByRole('button', { name: 'Send reply' }));
    await user.click(drawer.getByText('Log their reply'));
    await user.type(drawer.getByLabelText('Their reply, pasted as they wrote it'), 'Thanks anyway');
    await user.click(drawer.getByRole('button', { name: 'Add to the thread' }));
    const base = { id: 'c-ines', name: 'Ines Inbox' };
    expect(posted).toEqual([
      {
        ...base,
        intent: 'reply',
        template: 'not-a-fit',
        subject: 'Re: your enquiry to Paperlight',
        body: expect.stringMatching(/Sam Sales\nPaperlight\nPS: good luck$/),
      },
      { ...base, intent: 'received', body: 'Thanks anyway' },
    ]);
  });

  it('shows the thread above the reply form, the account and the other requests of the address as links', async () => {
    show({ detail: LINKED_REQUEST, requestHref: (id) => `?sort=name&request=${id}` });
    const drawer = within(screen.getByRole('dialog', { name: 'Ines Inbox' }));
    const thread = drawer.getByRole('list', { name: 'Replies' });
    expect(within(thread).getAllByRole('listitem')).toHaveLength(3);
    // The thread comes before the form in reading order.
    expect(thread.compareDocumentPosition(drawer.getByLabelText('Reply')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(drawer.getByRole('link', { name: 'Ines Inbox (ines@revue-medicale.example)' })).toHaveAttribute(
      'href',
      '/administration/users/u-ines',
    );
    expect(drawer.getByRole('link', { name: 'Inès Inbox, Revue Médicale' })).toHaveAttribute('href', '?sort=name&request=c-ines-2');
    expect(drawer.getByRole('link', { name: 'Ines Inbox, Revue Medicale' })).toHaveAttribute('href', '?sort=name&request=c-ines-1');
    expect(await axe(screen.getByRole('dialog'), { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });

  it('empties the reply form after a reply was sent, leaving one form', async () => {
    const user = userEvent.setup();
    const view = show({ replyKey: 0, receivedKey: 0 });
    await user.type(screen.getByLabelText('Reply'), 'Hello');
    view.rerender(
      <ToastProvider>
        <ContactDrawer detail={NEW_REQUEST} timeZone="Europe/Paris" open onOpenChange={() => {}} replyKey={1} receivedKey={0} />
      </ToastProvider>,
    );
    expect(screen.getAllByLabelText('Reply')).toHaveLength(1);
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it('keeps an owner who is no longer sales or an administrator among the choices', () => {
    const former = { id: 'u-eli', name: 'Eli Former', email: 'eli@paperlight.test' };
    show({ detail: { ...NEW_REQUEST, request: { ...NEW_REQUEST.request, owner: former }, owners: OWNERS } });
    expect(screen.getByLabelText('Owner')).toHaveValue('u-eli');
  });
});
