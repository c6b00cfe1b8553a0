import type { PaperDetails as Details } from '@paperlight/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultEditError } from '../adapter';
import { PaperModal } from '../ResultModals/PaperModal';
import { axe, paperExecution, renderWithProviders } from '../test';
import { detailsOf, payloadOf, draftOf } from './details';
import { NO_DETAILS_MESSAGE, PaperDetails } from './PaperDetails';
import { SAVE_DETAILS_FAILED_MESSAGE } from './PaperDetailsForm';

const READ: Details = {
  title: 'Bi-criteria Algorithm for Scheduling Jobs on Cluster Platforms',
  authors: [{ name: 'Lionel Eyraud' }],
  year: '2004',
  sources: { title: 'layout', authors: 'metadata', year: 'page' },
};

describe('PaperDetails', () => {
  it('shows each detail with where it came from, and no Correct button for guests', () => {
    renderWithProviders(<PaperDetails details={READ} />);
    expect(screen.getByText('Lionel Eyraud')).toHaveTextContent('Lionel Eyraud(from the PDF’s metadata)');
    expect(screen.getByText('2004')).toHaveTextContent('2004(printed in the paper)');
    expect(screen.queryByRole('button', { name: 'Correct details' })).toBeNull();
  });

  it('says what to do when the reader found nothing', () => {
    renderWithProviders(<PaperDetails details={{ title: '', authors: [], sources: {} }} onSave={vi.fn()} />);
    expect(screen.getByText(NO_DETAILS_MESSAGE)).toBeVisible();
  });

  it('corrects the authors with the keyboard alone: add, fill, reorder, save; focus returns to Correct details', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_details: Details) => undefined);
    renderWithProviders(
      <main>
        <PaperDetails details={READ} onSave={onSave} />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Correct details' }));
    const form = screen.getByRole('form', { name: 'Paper details' });
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    for (const name of ['Pierre-François Dutot', 'Grégory Mounié', 'Denis Trystram']) {
      await user.click(within(form).getByRole('button', { name: 'Add author' }));
      await user.keyboard(name);
    }
    // Dutot is the first author: move him up past Eyraud with the keyboard.
    within(form).getByRole('button', { name: 'Move up author 2' }).focus();
    await user.keyboard('{Enter}');
    expect(within(form).getByLabelText('Author 1 name')).toHaveValue('Pierre-François Dutot');
    expect(within(form).getByLabelText('Author 1 name')).toHaveFocus();
    await user.type(within(form).getByLabelText('Venue'), 'SPAA');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(onSave).toHaveBeenCalledWith({
      ...READ,
      authors: ['Pierre-François Dutot', 'Lionel Eyraud', 'Grégory Mounié', 'Denis Trystram'].map((name) => ({ name })),
      venue: 'SPAA',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Correct details' })).toHaveFocus());
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('checks the fields before saving and puts the focus on the first refused one', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<PaperDetails details={READ} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Correct details' }));
    await user.clear(screen.getByLabelText('Author 1 name'));
    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), 'last year');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Author 1 name')).toHaveFocus();
    expect(screen.getByLabelText('Author 1 name')).toHaveAccessibleDescription('Author 1’s name cannot be empty.');
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription('The year should be four digits, like 2020.');
  });

  it('shows a refusal from the api on the field it names, keeps the text typed, and a failure on Save', async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new ResultEditError(400, 'The DOI should look like 10.18653/v1/2020.acl-main.207.'))
      .mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<PaperDetails details={READ} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Correct details' }));
    await user.type(screen.getByLabelText('DOI'), 'doi 10/x');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByLabelText('DOI')).toHaveFocus());
    expect(screen.getByLabelText('DOI')).toHaveValue('doi 10/x');
    expect(screen.getByRole('alert')).toHaveTextContent('The DOI should look like 10.18653/v1/2020.acl-main.207.');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SAVE_DETAILS_FAILED_MESSAGE));
    expect(screen.getByRole('button', { name: 'Save details' })).toHaveFocus();
  });
});

describe('the details in the Paper Input result', () => {
  it('reads the stored details, or falls back on the title, authors and citation of an older result', () => {
    expect(detailsOf({ ...paperExecution.jsonOutput, details: READ })).toEqual(READ);
    expect(detailsOf(paperExecution.jsonOutput)).toEqual({
      title: 'Recognising Products at the Unmanned Kiosk',
      authors: [{ name: 'Ada Lovelace' }, { name: 'Alan Turing' }],
      venue: 'Proceedings of Retail Vision',
      year: '2024',
      doi: '10.1234/kiosk.2024',
      license: 'CC BY 4.0',
      sources: {},
    });
    expect(payloadOf(draftOf(READ), READ.sources)).toEqual(READ);
  });

  it('offers Correct details in the Paper contents modal when the owner may save', async () => {
    const onSaveDetails = vi.fn(async () => undefined);
    const rendered = renderWithProviders(
      <PaperModal
        open
        execution={{ ...paperExecution, jsonOutput: { ...paperExecution.jsonOutput, details: READ } }}
        onSaveDetails={onSaveDetails}
      />,
    );
    act(() => rendered.clock.advance(500));
    const region = screen.getByRole('region', { name: 'Paper details' });
    expect(region).toHaveTextContent('Lionel Eyraud');
    expect(within(region).getByRole('button', { name: 'Correct details' })).toBeVisible();
  });
});
