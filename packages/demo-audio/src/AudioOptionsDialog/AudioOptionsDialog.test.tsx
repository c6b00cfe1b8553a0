import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders, SIGN_UP_URL } from '../test';
import { AudioOptionsDialog } from './AudioOptionsDialog';

function setup(sampleId: string) {
  const onOpenChange = vi.fn();
  const onGenerate = vi.fn();
  const view = renderWithProviders(
    <AudioOptionsDialog open sampleId={sampleId} signUpUrl={SIGN_UP_URL} onOpenChange={onOpenChange} onGenerate={onGenerate} />,
  );
  return { ...view, onOpenChange, onGenerate, dialog: screen.getByRole('dialog', { name: /Select Audio Type/ }) };
}

describe('AudioOptionsDialog', () => {
  it('shows the three audio types with their texts, locked, with the preset checked', () => {
    setup('medicine');
    const radios = screen.getAllByRole('radio').slice(0, 3);
    expect(radios.map((radio) => radio.closest('div')?.textContent)).toEqual([
      'Full paper audioWe will generate audio for every line in uploaded paper',
      'Summary audioWe will summarize each section separately and generate its audio',
      'Both',
    ]);
    radios.forEach((radio) => expect(radio).toBeDisabled());
    expect(screen.getByRole('radio', { name: 'Full paper audio' })).toBeChecked();
  });

  it.each([
    ['medicine', 'Full paper audio', 'English', 'English (female)'],
    ['health-science', 'Summary audio', 'Deutsch', 'Deutsch (female)'],
    ['physical-science', 'Both', 'Español', 'Español (female)'],
  ])('presets %s to %s, %s, %s', (sampleId, type, language, voice) => {
    const { dialog } = setup(sampleId);
    expect(screen.getByRole('radio', { name: type })).toBeChecked();
    const languages = within(dialog).getByRole('list', { name: 'Languages' });
    const first = within(languages).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent(language);
    expect(first?.querySelector('[aria-current="true"]')).not.toBeNull();
    expect(screen.getByRole('radio', { name: voice })).toBeChecked();
  });

  it('lists 30 languages with native and English names; the others lead to sign-up in a new tab', () => {
    const { dialog } = setup('health-science');
    const items = within(within(dialog).getByRole('list', { name: 'Languages' })).getAllByRole('listitem');
    expect(items).toHaveLength(30);
    expect(items[1]).toHaveTextContent('العربيةArabic');
    const link = within(items[1]!).getByRole('link');
    expect(link).toHaveAttribute('href', SIGN_UP_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('The paper and audio will be translated in the selected language')).toBeInTheDocument();
  });

  it('filters languages through Search Language', async () => {
    const { user, dialog } = setup('medicine');
    await user.type(screen.getByPlaceholderText('Search Language'), 'fran');
    const items = within(within(dialog).getByRole('list', { name: 'Languages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['FrançaisFrench (sign up, opens in a new tab)']);
    expect(screen.getByRole('status')).toHaveTextContent('1 language');
    await user.clear(screen.getByPlaceholderText('Search Language'));
    await user.type(screen.getByPlaceholderText('Search Language'), 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No languages match “xyz”');
  });

  it('names voices {name} (female) and {name} (male) and shows the demo note', () => {
    setup('physical-science');
    expect(screen.getByRole('radio', { name: 'Español (female)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Español (male)' })).toBeDisabled();
    expect(screen.getByText('Pre-set audio type/language for demo—full options on our playground')).toBeInTheDocument();
  });

  it('opens sign-up in a new tab from a locked option', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup('medicine');
    await user.click(screen.getByText('Summary audio'));
    expect(open).toHaveBeenCalledWith(SIGN_UP_URL, '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('link', { name: /Unlock all audio types/ })).toHaveAttribute('target', '_blank');
    open.mockRestore();
  });

  it('Generate Audio hands over the preset and closes', async () => {
    const { user, onGenerate, onOpenChange } = setup('health-science');
    await user.click(screen.getByRole('button', { name: 'Generate Audio' }));
    expect(onGenerate).toHaveBeenCalledWith({ audioType: 'summary', language: 'de', voice: 'female' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('has no axe violations', async () => {
    const { dialog } = setup('physical-science');
    expect(await axe(dialog)).toHaveNoViolations();
  });
});
