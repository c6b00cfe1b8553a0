import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResultEditError } from '../adapter';
import { NO_DETAILS_MESSAGE, PaperDetails } from './PaperDetails';

const READ = {
  title: 'SPECTER: Document-level Representation Learning using Citation-informed Transformers',
  authors: ['Arman Cohan', 'Sergey Feldman', 'Iz Beltagy', 'Doug Downey', 'Daniel S. Weld'].map((name) => ({ name })),
  venue: 'Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics',
  year: '2020',
  pages: '2270–2282',
  sources: { title: 'metadata', authors: 'layout', venue: 'page', year: 'page', pages: 'page' } as const,
};

const meta = {
  title: 'paper-remix-canvas/PaperDetails',
  component: PaperDetails,
  args: { details: READ, onSave: fn(async () => undefined) },
  parameters: { viewport: { defaultViewport: 'responsive' } },
} satisfies Meta<typeof PaperDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing was found in the PDF: the owner is asked to add the details. */
export const Empty: Story = {
  args: { details: { title: '', authors: [], sources: {} } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_DETAILS_MESSAGE)).toBeVisible();
  },
};

/** As the reader found them, each with where it came from. */
export const ReadFromThePdf: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Arman Cohan, Sergey Feldman/)).toHaveTextContent('(read from the first page)');
  },
};

/** After a correction: the corrected fields say so. */
export const Edited: Story = {
  args: {
    details: {
      ...READ,
      doi: '10.18653/v1/2020.acl-main.207',
      license: 'CC BY 4.0',
      sources: { ...READ.sources, doi: 'user', license: 'user' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10.18653/v1/2020.acl-main.207')).toHaveTextContent('(corrected by you)');
  },
};

/** The form while the correction is being saved: Save shows it and the form waits. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Correct details' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** The api refused the correction: the message sits on the field it names, which has the focus. */
export const SaveError: Story = {
  args: { onSave: fn(() => Promise.reject(new ResultEditError(400, 'The year should be four digits, like 2020.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Correct details' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The year should be four digits, like 2020.');
    await expect(canvas.getByLabelText('Year')).toHaveFocus();
  },
};
