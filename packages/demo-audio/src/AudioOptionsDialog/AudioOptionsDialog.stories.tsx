import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, within, userEvent } from 'storybook/test';
import { SIGN_UP_URL } from '../test/fixtures';
import { AudioOptionsDialog } from './AudioOptionsDialog';

const meta = {
  title: 'demo-audio/AudioOptionsDialog',
  component: AudioOptionsDialog,
  args: { open: true, sampleId: 'medicine', signUpUrl: SIGN_UP_URL, onOpenChange: fn(), onGenerate: fn() },
} satisfies Meta<typeof AudioOptionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const languages = () => within(screen.getByRole('list', { name: 'Languages' })).getAllByRole('listitem');

/** Medicine: full paper, English, female. */
export const Medicine: Story = {
  play: async () => {
    await expect(screen.getByRole('radio', { name: 'Full paper audio' })).toBeChecked();
    await expect(languages()[0]).toHaveTextContent('English');
  },
};

/** Health Science: summary, German, female. */
export const HealthScience: Story = {
  args: { sampleId: 'health-science' },
  play: async () => {
    await expect(screen.getByRole('radio', { name: 'Summary audio' })).toBeChecked();
    await expect(languages()[0]).toHaveTextContent('DeutschGerman');
    await expect(screen.getByRole('radio', { name: 'Deutsch (female)' })).toBeChecked();
  },
};

/** Physical Science: both, Spanish, female. */
export const PhysicalScience: Story = {
  args: { sampleId: 'physical-science' },
  play: async () => {
    await expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    await expect(languages()[0]).toHaveTextContent('EspañolSpanish');
  },
};

export const SearchingLanguages: Story = {
  args: { sampleId: 'health-science' },
  play: async () => {
    await userEvent.type(screen.getByPlaceholderText('Search Language'), 'slovak');
    await expect(languages().map((item) => item.textContent)).toEqual([expect.stringContaining('Slovenčina')]);
  },
};

export const NoLanguageMatches: Story = {
  play: async () => {
    await userEvent.type(screen.getByPlaceholderText('Search Language'), 'Klingon');
    await expect(screen.getByText('No languages match “Klingon”')).toBeInTheDocument();
  },
};

export const GenerateAudio: Story = {
  args: { sampleId: 'physical-science' },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Generate Audio' }));
    await expect(args.onGenerate).toHaveBeenCalledWith({ audioType: 'both', language: 'es', voice: 'female' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
