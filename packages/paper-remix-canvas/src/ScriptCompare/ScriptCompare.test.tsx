import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders, scriptVersionOutputs, scriptVersions } from '../test';
import { COMPARE_FAILED_MESSAGE, SAME_VERSION_MESSAGE, ScriptCompare } from './ScriptCompare';

const load = () => vi.fn(async (id: string) => scriptVersionOutputs[id]);
const labelOf = (version: { kind: string }) => (version.kind === 'edited' ? 'Edited' : 'Generated');

describe('ScriptCompare', () => {
  describe('given an edited script and the generated one before it', () => {
    it('shows the earlier version beside the current one, part by part, with the changed words marked', async () => {
      const loadOutput = load();
      const { container } = renderWithProviders(<ScriptCompare versions={scriptVersions} loadOutput={loadOutput} labelOf={labelOf} />);
      const table = await screen.findByRole('table');
      expect(screen.getByRole('combobox', { name: 'Before' })).toHaveDisplayValue('Generated');
      expect(screen.getByRole('combobox', { name: 'After' })).toHaveDisplayValue('Edited (current)');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Before: Generated', 'After: Edited']);

      const slide = within(table).getByRole('rowheader', { name: 'Slide 1' }).closest('tbody')!;
      const [before, after] = within(slide).getAllByRole('cell');
      expect([...before!.querySelectorAll('del')].map((mark) => mark.textContent)).toEqual(['[removed: items]']);
      expect([...after!.querySelectorAll('ins')].map((mark) => mark.textContent)).toEqual(['[added: real ]', '[added: products]']);
      // Unchanged parts say so and carry no marks.
      expect(within(table).getByRole('rowheader', { name: 'Opening · unchanged' })).toBeInTheDocument();
      const opening = within(table)
        .getByRole('rowheader', { name: /^Opening/ })
        .closest('tbody')!;
      expect(opening.querySelector('del, ins')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('2 words removed, 2 words added.');
      expect(loadOutput.mock.calls.map(([id]) => id).sort()).toEqual(['v1', 'v2']);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('compares any two versions chosen, fetching each version once', async () => {
      const loadOutput = load();
      const { user } = renderWithProviders(<ScriptCompare versions={scriptVersions} loadOutput={loadOutput} labelOf={labelOf} />);
      await screen.findByRole('table');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Before' }), 'v2');
      expect(screen.getByRole('status')).toHaveTextContent(SAME_VERSION_MESSAGE);
      expect(screen.queryByRole('table')).toBeNull();
      await user.selectOptions(screen.getByRole('combobox', { name: 'After' }), 'v1');
      // Swapped: the edit's words are now the ones removed.
      const slide = within(await screen.findByRole('table'))
        .getByRole('rowheader', { name: 'Slide 1' })
        .closest('tbody')!;
      expect([...slide.querySelectorAll('del')].map((mark) => mark.textContent)).toEqual(['[removed: real ]', '[removed: products]']);
      expect(loadOutput).toHaveBeenCalledTimes(2);
    });
  });

  it('says so when a version cannot be loaded', async () => {
    renderWithProviders(
      <ScriptCompare
        versions={scriptVersions}
        loadOutput={(id) => (id === 'v1' ? Promise.reject(new Error('offline')) : Promise.resolve(scriptVersionOutputs[id]))}
      />,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COMPARE_FAILED_MESSAGE));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
