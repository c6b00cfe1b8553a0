import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type ComponentProps, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { BulkExtendTrial, namesOf } from './BulkExtendTrial';

describe('namesOf', () => {
  it('names up to five accounts, then how many more', () => {
    expect(namesOf(['Ada'])).toBe('Ada');
    expect(namesOf(['Ada', 'Bea'])).toBe('Ada and Bea');
    expect(namesOf(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C, D and E');
    expect(namesOf(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E and 2 more');
  });
});

describe('BulkExtendTrial', () => {
  it('confirms with the number of accounts and the days, then posts their ids and the days', async () => {
    const posted: Array<Record<string, string>> = [];
    const Form = forwardRef<HTMLFormElement, ComponentProps<'form'>>(function Capture(props, ref) {
      return (
        <form
          ref={ref}
          {...props}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            props.onSubmit?.(event);
            event.preventDefault();
            posted.push(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>);
          }}
        />
      );
    });
    const user = userEvent.setup();
    render(
      <BulkExtendTrial
        selected={[
          { id: 'u1', name: 'Tara Trial' },
          { id: 'u2', name: 'Theo Trial' },
        ]}
        formComponent={Form}
      />,
    );
    await user.clear(screen.getByLabelText('Days to add'));
    await user.type(screen.getByLabelText('Days to add'), '1');
    await user.click(screen.getByRole('button', { name: 'Extend trial' }));
    const dialog = screen.getByRole('dialog', { name: 'Extend the trial of 2 accounts by 1 day?' });
    // Cancel posts nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Extend trial' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Extend 2 accounts' }));
    expect(posted).toEqual([{ intent: 'bulk-extend', ids: 'u1,u2', days: '1' }]);
  });

  it('says one account in the singular and refuses days outside 1 to 90', async () => {
    const user = userEvent.setup();
    render(<BulkExtendTrial selected={[{ id: 'u1', name: 'Tara Trial' }]} />);
    await user.click(screen.getByRole('button', { name: 'Extend trial' }));
    expect(screen.getByRole('dialog', { name: 'Extend the trial of 1 account by 7 days?' })).toHaveTextContent(
      'Tara Trial gets 7 days more',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.clear(screen.getByLabelText('Days to add'));
    await user.type(screen.getByLabelText('Days to add'), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose from 1 to 90 days.');
  });
});
