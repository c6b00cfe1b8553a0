import { ToastProvider } from '@paperlight/ui-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from '../axe';
import { ContactForm, postContactRequest, type ContactFormProps } from './ContactForm';
import { CONTACT_MESSAGES } from './contactRules';

const REQUEST = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.press',
  companyName: 'Analytical Press',
  designation: '',
  note: 'Alt text',
};

function setup(props: Partial<ContactFormProps> = {}) {
  const submit = props.submit ?? vi.fn().mockResolvedValue(undefined);
  const result = render(
    <ToastProvider>
      <ContactForm submit={submit} {...props} />
    </ToastProvider>,
  );
  return { ...result, submit, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), ' Ada ');
  await user.type(field('Last name'), 'Lovelace');
  await user.type(field('Work email'), 'ada@analytical.press');
  await user.type(field('Company name'), 'Analytical Press');
  await user.type(field('What are you interested in?'), 'Alt text for 40 journals');
}

describe('ContactForm', () => {
  it('renders on the server with no violations', async () => {
    expect(
      renderToStaticMarkup(
        <ToastProvider>
          <ContactForm />
        </ToastProvider>,
      ),
    ).toContain('What are you interested in?');
    const { container } = setup();
    expect(await axe(container)).toHaveNoViolations();
  });

  describe('given an untouched form', () => {
    it('shows no errors until a field is blurred', async () => {
      const { user } = setup();
      expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
      await user.click(field('First name'));
      await user.tab();
      expect(screen.getByText('First name is required')).toBeInTheDocument();
      expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    });

    it('shows every message after a submit attempt and sends nothing', async () => {
      const { user, submit } = setup();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      for (const message of [
        'First name is required',
        'Last name is required',
        'Work email is required',
        'Company name is required',
        "Please tell us what you're interested in",
      ]) {
        expect(screen.getByText(message)).toBeInTheDocument();
      }
      expect(submit).not.toHaveBeenCalled();
      expect(field('First name')).toHaveFocus();
    });

    it('rejects an email without a dot in the domain once blurred', async () => {
      const { user } = setup();
      await user.type(field('Work email'), 'ada@analytical');
      await user.tab();
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    });
  });

  describe('given a signed-in user who sends the form (the trial banner’s contact modal)', () => {
    it('clears what they typed but keeps their own name and email for the next time', async () => {
      const onSubmitted = vi.fn();
      const { user } = setup({ user: { name: 'Grace Hopper', email: 'grace@paperlight.test', isGuest: false }, onSubmitted });
      await user.type(field('Company name'), 'Navy Press');
      await user.type(field('What are you interested in?'), 'An extended trial');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Details submitted')).toBeInTheDocument();
      expect(onSubmitted).toHaveBeenCalledOnce();
      expect(field('First name')).toHaveValue('Grace');
      expect(field('Work email')).toHaveValue('grace@paperlight.test');
      expect(field('Company name')).toHaveValue('');
      expect(field('What are you interested in?')).toHaveValue('');
    });
  });

  describe('given a valid form', () => {
    it('spins while sending, then toasts, clears the fields and sends trimmed values', async () => {
      let resolve!: () => void;
      const submit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
      const onSubmitted = vi.fn();
      const { user } = setup({ submit, onSubmitted });
      await fillValid(user);
      await user.type(field('Designation'), 'Head of Accessibility');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByRole('button', { name: /Submitting/ })).toHaveAttribute('aria-busy', 'true');
      expect(submit).toHaveBeenCalledWith({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@analytical.press',
        companyName: 'Analytical Press',
        designation: 'Head of Accessibility',
        note: 'Alt text for 40 journals',
      });
      resolve();
      expect(await screen.findByText('Details submitted')).toBeInTheDocument();
      expect(field('First name')).toHaveValue('');
      expect(field('What are you interested in?')).toHaveValue('');
      expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
      expect(onSubmitted).toHaveBeenCalledOnce();
    });

    it('keeps the values and shows the failure toast and the server message when sending fails', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const submit = vi.fn().mockRejectedValue(new Error('Too many requests. Please try again in a few minutes.'));
      const { user } = setup({ submit });
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Details submission failed please retry!')).toBeInTheDocument();
      expect(screen.getByText('Too many requests. Please try again in a few minutes.')).toBeInTheDocument();
      expect(field('Last name')).toHaveValue('Lovelace');
      expect(error).toHaveBeenCalled();
      error.mockRestore();
    });
  });

  describe('given a signed-in user', () => {
    it('prefills first and last name split on the first space, and the email', () => {
      setup({ user: { name: 'Grace Brewster Hopper', email: 'grace@navy.example', isGuest: false } });
      expect(field('First name')).toHaveValue('Grace');
      expect(field('Last name')).toHaveValue('Brewster Hopper');
      expect(field('Work email')).toHaveValue('grace@navy.example');
    });

    it('leaves a guest’s form empty', () => {
      setup({ user: { name: 'Guest', email: '', isGuest: true } });
      expect(field('First name')).toHaveValue('');
    });
  });

  it('writes a Notify Me sentence into the interest field each time the key changes', async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    const { rerender, user } = setup({ submit, interestPrefill: { text: "I'd like to hear when Reviewer Finder is available.", key: 1 } });
    expect(field('What are you interested in?')).toHaveValue("I'd like to hear when Reviewer Finder is available.");
    await user.clear(field('What are you interested in?'));
    rerender(
      <ToastProvider>
        <ContactForm submit={submit} interestPrefill={{ text: "I'd like to hear when Reviewer Finder is available.", key: 2 }} />
      </ToastProvider>,
    );
    await waitFor(() => expect(field('What are you interested in?')).toHaveValue("I'd like to hear when Reviewer Finder is available."));
  });

  it('moves focus to the filled interest field on Notify Me, but not for a prefill that came with the page', async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    const sentence = "I'd like to hear when Reviewer Finder is available.";
    const { rerender } = setup({ submit, interestPrefill: { text: sentence, key: 0 } });
    expect(field('What are you interested in?')).toHaveValue(sentence);
    expect(field('What are you interested in?')).not.toHaveFocus();
    rerender(
      <ToastProvider>
        <ContactForm submit={submit} interestPrefill={{ text: sentence, key: 1 }} />
      </ToastProvider>,
    );
    await waitFor(() => expect(field('What are you interested in?')).toHaveFocus());
  });
});

describe('postContactRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says in our words that the server could not be reached, never the browser’s “Failed to fetch”', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(postContactRequest(REQUEST)).rejects.toThrow(CONTACT_MESSAGES.unreachable);
  });

  it('passes on the server’s own message, and a sentence of ours when it has none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'Too many requests. Please try again in a few minutes.' }), { status: 429 }),
      ),
    );
    await expect(postContactRequest(REQUEST)).rejects.toThrow('Too many requests. Please try again in a few minutes.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(postContactRequest(REQUEST)).rejects.toThrow(CONTACT_MESSAGES.serverFailed);
  });

  it('solves the proof of work a busy hour asks for and sends the request again with it', async () => {
    const secret = 'test-contact-proof-secret';
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1000,
      counter: 300,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: secret,
    });
    const bodies: Array<Record<string, unknown>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        bodies.push(body);
        if (typeof body.proof !== 'string') {
          return new Response(
            JSON.stringify({ message: 'Too many requests. Please try again in a few minutes.', statusCode: 429, challenge }),
            { status: 429 },
          );
        }
        const sent = JSON.parse(atob(body.proof)) as Parameters<typeof verifySolution>[0];
        const result = await verifySolution({
          challenge: sent.challenge,
          solution: sent.solution,
          deriveKey: nodeDeriveKey,
          hmacSignatureSecret: secret,
        });
        return new Response(JSON.stringify(result.verified ? { ok: true } : { message: 'bad proof' }), {
          status: result.verified ? 200 : 429,
        });
      }),
    );
    await expect(postContactRequest(REQUEST)).resolves.toBeUndefined();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ ...REQUEST, proof: expect.any(String) });
  }, 30_000);

  it('shows the message when a challenge comes back again and again', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: 'x',
    });
    const fetchStub = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Too many requests. Please try again in a few minutes.', challenge }), { status: 429 }),
    );
    vi.stubGlobal('fetch', fetchStub);
    await expect(postContactRequest(REQUEST)).rejects.toThrow('Too many requests. Please try again in a few minutes.');
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });
});
