import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SignUpCall } from './SignUpCall';

const meta = {
  title: 'ui-kit/SignUpCall',
  component: SignUpCall,
  args: {
    title: 'Turn your own paper into a video',
    children: 'Upload a PDF and get a script, a storyboard and a narrated 1080p video in minutes.',
    signUpUrl: 'https://sso.example.test/signup',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignUpCall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closing call of a demo: title, a sentence and Sign up free in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sign up free (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', 'https://sso.example.test/signup');
  },
};

/** A title alone, with its own button text. */
export const TitleOnly: Story = {
  args: { children: undefined, label: 'Create your account', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Turn your own paper into a video' })).toBeInTheDocument();
  },
};
