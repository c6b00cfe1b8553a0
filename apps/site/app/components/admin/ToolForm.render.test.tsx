import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ToolForm } from './ToolForm';

vi.mock('@remix-run/react', async () => (await import('#app/test/remix.tsx')).remixReactMock());

describe('ToolForm', () => {
  it('shows each error under its field, focuses the first one and keeps what was typed', async () => {
    render(
      <ToolForm
        submitLabel="Create tool"
        busy={false}
        errors={{ slug: 'Use lower-case letters.', description: 'Enter the sentence shown on the tool’s card.' }}
        values={{ name: 'Citation Guard', slug: 'Citation Guard', description: '', featured: 'on' }}
      />,
    );
    const slug = screen.getByLabelText('Slug (the page is /tools/slug)');
    expect(slug).toHaveFocus();
    expect(slug).toHaveValue('Citation Guard');
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription('Use lower-case letters.');
    expect(screen.getByLabelText('Description (the card)')).toHaveAccessibleDescription('Enter the sentence shown on the tool’s card.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveValue('Citation Guard');
    expect(screen.getByRole('checkbox', { name: /Featured/ })).toBeChecked();
    expect(screen.getByText('2 fields need a change before the tool can be saved.')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid body/)).toBeNull();
    expect(await axe(document.querySelector('form')!, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('moves focus nowhere without errors', () => {
    render(<ToolForm submitLabel="Create tool" busy={false} />);
    expect(document.body).toHaveFocus();
    expect(screen.queryByText(/need a change/)).toBeNull();
  });
});
