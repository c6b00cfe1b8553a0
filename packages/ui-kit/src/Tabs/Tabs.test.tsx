import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'audio', label: 'Audio', content: <p>Audio panel</p> },
  { value: 'translated', label: 'Read in the translated language', content: <p>Translated panel</p> },
  { value: 'original', label: 'Read Original', content: <p>Original panel</p>, disabled: true },
];

describe('Tabs', () => {
  it('shows the first tab and switches on click', async () => {
    const { user } = renderWithProviders(<Tabs label="Views" items={items} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Audio panel');
    await user.click(screen.getByRole('tab', { name: 'Read in the translated language' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Translated panel');
  });

  it('moves with arrow keys and skips disabled tabs', async () => {
    const { user } = renderWithProviders(<Tabs label="Views" items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Audio' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Read in the translated language' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Audio' })).toHaveFocus();
  });

  describe('given it is controlled', () => {
    it('reports changes and shows the value it is given', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithProviders(<Tabs label="Views" items={items} value="translated" onValueChange={onValueChange} />);
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Translated panel');
      await user.click(screen.getByRole('tab', { name: 'Audio' }));
      expect(onValueChange).toHaveBeenCalledWith('audio');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Translated panel');
    });
  });

  it('names the tab list', () => {
    renderWithProviders(<Tabs label="Views" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Tabs label="Views" items={items} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
