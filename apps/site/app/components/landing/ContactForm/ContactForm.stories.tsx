import { ToastProvider } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { ContactForm } from './ContactForm';
import { CONTACT_MESSAGES } from './contactRules';

const meta = {
  title: 'site/landing/ContactForm',
  component: ContactForm,
  parameters: { layout: 'fullscreen' },
  args: { submit: fn(() => Promise.resolve()), onSubmitted: fn() },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Section
          id="contact-us-section"
          title="Contact us"
          intro="Tell us about your journals and goals, and we will show you the tools that fit."
        >
          <Story />
        </Section>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(new RegExp(`^${label}`));

async function fillValid(canvasElement: HTMLElement) {
  await userEvent.type(field(canvasElement, 'First name'), ' Ada ');
  await userEvent.type(field(canvasElement, 'Last name'), 'Lovelace');
  await userEvent.type(field(canvasElement, 'Work email'), 'ada@analytical.press');
  await userEvent.type(field(canvasElement, 'Company name'), 'Analytical Press');
  await userEvent.type(field(canvasElement, 'What are you interested in'), 'Alt text for 40 journals');
}

const submitButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Submit/ });

/** A guest's empty form: no errors before a blur or a submit attempt. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'First name')).toHaveValue('');
    await expect(within(canvasElement).queryByText(CONTACT_MESSAGES.firstName)).not.toBeInTheDocument();
  },
};

/** A signed-in user's name (split on the first space) and email are filled in. */
export const SignedIn: Story = {
  args: { user: { name: 'Grace Brewster Hopper', email: 'grace@navy.example', isGuest: false } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'First name')).toHaveValue('Grace');
    await expect(field(canvasElement, 'Last name')).toHaveValue('Brewster Hopper');
    await expect(field(canvasElement, 'Work email')).toHaveValue('grace@navy.example');
  },
};

/** Notify Me wrote a sentence naming the tool into the interest field. */
export const NotifyMePrefill: Story = {
  args: { interestPrefill: { text: "I'd like to hear when Reviewer Finder is available.", key: 1 } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'What are you interested in')).toHaveValue("I'd like to hear when Reviewer Finder is available.");
  },
};

/** A submit attempt on an empty form shows every required message and sends nothing. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(submitButton(canvasElement));
    const canvas = within(canvasElement);
    for (const message of [
      CONTACT_MESSAGES.firstName,
      CONTACT_MESSAGES.lastName,
      CONTACT_MESSAGES.workEmailRequired,
      CONTACT_MESSAGES.companyName,
      CONTACT_MESSAGES.interest,
    ]) {
      await expect(canvas.getByText(message)).toBeInTheDocument();
    }
    await expect(field(canvasElement, 'First name')).toHaveFocus();
    await userEvent.type(field(canvasElement, 'Work email'), 'ada@analytical');
    await userEvent.tab();
    await expect(canvas.getByText(CONTACT_MESSAGES.workEmailInvalid)).toBeInTheDocument();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** While the request is on its way the button spins and says so. */
export const Submitting: Story = {
  args: { submit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(await within(canvasElement).findByRole('button', { name: /Submitting/ })).toBeInTheDocument();
  },
};

/** Sent: 'Details submitted', trimmed values, cleared fields. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillValid(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(await screen.findByText(CONTACT_MESSAGES.submitted)).toBeInTheDocument();
    await expect(args.submit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ada', email: 'ada@analytical.press', note: 'Alt text for 40 journals' }),
    );
    await waitFor(() => expect(field(canvasElement, 'First name')).toHaveValue(''));
    await expect(args.onSubmitted).toHaveBeenCalledOnce();
  },
};

/** The server refused: the failure toast, the server's message, and the values kept for a retry. */
export const Failure: Story = {
  args: { submit: fn(() => Promise.reject(new Error('Too many requests from this address. Please try again in a few minutes.'))) },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(await screen.findByText(CONTACT_MESSAGES.failed)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Too many requests from this address.');
    await expect(field(canvasElement, 'First name')).toHaveValue(' Ada ');
  },
};
