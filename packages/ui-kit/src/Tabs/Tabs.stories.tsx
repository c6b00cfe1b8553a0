import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: {
    label: 'Full AI Suite',
    items: [
      { value: 'accessibility', label: 'Accessibility', content: <p>Alt Text, Multi-lingual Audio</p> },
      { value: 'peer-review', label: 'Peer Review', content: <p>AI Review, LLM as Judge</p> },
      { value: 'document', label: 'Document Analytics', content: <p>Chat with Paper, Paper Remix</p> },
      { value: 'journal', label: 'Journal Analytics', content: <p>Rejections Analyzer</p> },
      { value: 'plug', label: 'Plug & Play', content: <p>Plug and Play Widget</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Peer Review' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('AI Review');
  },
};

export const InitialTab: Story = { args: { defaultValue: 'journal' } };

export const WithDisabledTab: Story = {
  args: {
    label: 'Sample views',
    items: [
      { value: 'audio', label: 'Audio', content: <p>Audio player</p> },
      { value: 'translated', label: 'Read in the translated language', content: <p>Translated text</p>, disabled: true },
      { value: 'original', label: 'Read Original', content: <p>Original text</p> },
    ],
  },
};
