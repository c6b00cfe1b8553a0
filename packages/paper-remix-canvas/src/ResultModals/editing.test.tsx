import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ResultEditError, type NodeVersion } from '../adapter';
import { axe, renderWithProviders, scriptOutput, scriptVersionOutputs, scriptVersions, storyboardOutput } from '../test';
import { applyDraft, draftErrors, draftOf, scriptGroups, storyboardGroups } from '../workflow/edits';
import { ScriptModal } from './ScriptModal';
import { StoryboardModal } from './StoryboardModal';
import { formatVersionTime } from './VersionList';

/** Opens a modal and lets its 500 ms skeleton (SPEC §9) pass on the fake clock. */
function show(ui: ReactElement) {
  const rendered = renderWithProviders(ui);
  act(() => rendered.clock.advance(500));
  return rendered;
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

// Local times, so 'Today' and 'Yesterday' hold in any time zone (the clock is 5 Mar 2026, 14:00 local).
const versions: NodeVersion[] = [
  { id: 'v3', kind: 'edited', createdAt: new Date(2026, 2, 5, 13, 40).toISOString(), current: true },
  { id: 'v2', kind: 'restored', createdAt: new Date(2026, 2, 4, 9, 10).toISOString(), current: false },
  { id: 'v1', kind: 'generated', createdAt: new Date(2026, 2, 1, 8, 0).toISOString(), current: false },
];

describe('ScriptModal editing (issue 15)', () => {
  it('is read-only without onSave: no Edit, no Versions', () => {
    show(<ScriptModal open execution={{ jsonOutput: scriptOutput }} />);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Versions' })).toBeNull();
  });

  it('edits, saves the whole result with the change, shows progress, then leaves edit mode with focus on Edit', async () => {
    const saving = deferred();
    const onSave = vi.fn((_output: unknown) => saving.promise);
    const { user } = show(<ScriptModal open execution={{ jsonOutput: scriptOutput }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit script' });
    const first = screen.getByLabelText<HTMLTextAreaElement>('Opening narration');
    expect(first).toHaveFocus();
    expect(first.selectionStart).toBe(scriptOutput.opening.narration.length);
    expect(
      within(form)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Opening', 'Slide 1', 'Slide 2', 'Closing']);
    expect(screen.getByLabelText('Slide 1 heading')).toHaveValue('The problem');
    expect(await axe(document.body)).toHaveNoViolations();

    const narration = screen.getByLabelText('Slide 2 narration');
    await user.clear(narration);
    await user.type(narration, 'A detector tuned on shelf photos names each product.  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]![0] as typeof scriptOutput;
    // Only the edited text changes (trimmed); numbers, flags and sources are kept.
    expect(saved).toEqual({
      ...scriptOutput,
      slides: [scriptOutput.slides[0], { ...scriptOutput.slides[1], narration: 'A detector tuned on shelf photos names each product.' }],
    });
    const busy = screen.getByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(async () => saving.resolve());
    expect(screen.queryByRole('form', { name: 'Edit script' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it("shows a refusal's message, marks the field it names, and keeps the text typed", async () => {
    const onSave = vi.fn().mockRejectedValueOnce(new ResultEditError(400, 'Slide 2 narration cannot be empty.'));
    const { user } = show(<ScriptModal open execution={{ jsonOutput: scriptOutput }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const narration = screen.getByLabelText('Slide 2 narration');
    await user.clear(narration);
    await user.type(narration, 'My own words');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slide 2 narration cannot be empty.');
    expect(narration).toHaveValue('My own words');
    expect(narration).toHaveAttribute('aria-invalid', 'true');
    expect(narration).toHaveAccessibleDescription('Slide 2 narration cannot be empty.');
    await waitFor(() => expect(narration).toHaveFocus());
    expect(screen.getByRole('form', { name: 'Edit script' })).toBeInTheDocument();
  });

  it("shows 409 'This step is running…' and a general message for anything else, keeping the form", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new ResultEditError(409, 'This step is running. Edit it when it has finished.'))
      .mockRejectedValueOnce(new Error('offline'));
    const { user } = show(<ScriptModal open execution={{ jsonOutput: scriptOutput }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Closing narration'), ' Really.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This step is running. Edit it when it has finished.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your changes could not be saved. Please try again.'));
    expect(screen.getByLabelText('Closing narration')).toHaveValue(`${scriptOutput.closing.narration} Really.`);
  });

  it('checks every field before saving: empty or over 4000 characters, focus on the first', async () => {
    const onSave = vi.fn(async () => {});
    const { user } = show(<ScriptModal open execution={{ jsonOutput: scriptOutput }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Slide 1 heading'));
    await user.type(screen.getByLabelText('Slide 1 heading'), '   ');
    await user.click(screen.getByLabelText('Closing narration'));
    await user.paste('x'.repeat(4000));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Slide 1 heading')).toHaveFocus();
    expect(screen.getByLabelText('Slide 1 heading')).toHaveAccessibleDescription('Slide 1 heading cannot be empty.');
    expect(screen.getByLabelText('Closing narration')).toHaveAccessibleDescription(
      /Closing narration is too long: at most 4000 characters/,
    );
    // Fixing a field clears its message.
    await user.type(screen.getByLabelText('Slide 1 heading'), 'Why kiosks misread');
    expect(screen.getByLabelText('Slide 1 heading')).not.toHaveAttribute('aria-invalid');
  });

  it('Cancel restores the result shown and gives focus back to Edit', async () => {
    const onSave = vi.fn(async () => {});
    const { user } = show(<ScriptModal open execution={{ jsonOutput: scriptOutput }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Opening narration'));
    await user.type(screen.getByLabelText('Opening narration'), 'Something else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Opening' })).toHaveTextContent(scriptOutput.opening.narration);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Opening narration')).toHaveValue(scriptOutput.opening.narration);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Escape leaves edit mode at once when nothing changed, and asks first when something did', async () => {
    const onOpenChange = vi.fn();
    const { user } = show(
      <ScriptModal open onOpenChange={onOpenChange} execution={{ jsonOutput: scriptOutput }} onSave={vi.fn(async () => {})} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit script' })).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Opening narration'), ' Changed.');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(confirm).toHaveAccessibleDescription('Your edits to this script have not been saved.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.getByLabelText('Opening narration')).toHaveValue(`${scriptOutput.opening.narration} Changed.`);
    await waitFor(() => expect(screen.getByLabelText('Opening narration')).toHaveFocus());

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Opening' })).toHaveTextContent(scriptOutput.opening.narration);
    expect(screen.getByRole('region', { name: 'Opening' })).not.toHaveTextContent('Changed.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Close with unsaved changes asks first, then closes the modal', async () => {
    const onOpenChange = vi.fn();
    const { user } = show(
      <ScriptModal open onOpenChange={onOpenChange} execution={{ jsonOutput: scriptOutput }} onSave={vi.fn(async () => {})} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Opening narration'), ' Changed.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('StoryboardModal editing (issue 15)', () => {
  it("edits a scene's texts and saves the storyboard with every other field kept", async () => {
    const onSave = vi.fn(async () => {});
    const { user } = show(<StoryboardModal open execution={{ jsonOutput: storyboardOutput }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Scene 1 visual description')).toHaveFocus();
    for (const label of ['Scene 1 script line', 'Scene 1 background details', 'Scene 1 narration', 'Scene 1 directions for videographer']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/sound cues/i)).toBeNull();
    expect(await axe(document.body)).toHaveNoViolations();
    await user.clear(screen.getByLabelText('Scene 1 narration'));
    await user.type(screen.getByLabelText('Scene 1 narration'), 'Each product on the shelf must be named.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      scenes: [{ ...storyboardOutput.scenes[0], narration: 'Each product on the shelf must be named.' }],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('asks before Escape discards a changed scene', async () => {
    const { user } = show(<StoryboardModal open execution={{ jsonOutput: storyboardOutput }} onSave={vi.fn(async () => {})} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Scene 1 script line'), '!');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toHaveAccessibleDescription(
      'Your edits to this storyboard have not been saved.',
    );
  });
});

describe('Versions (issue 15)', () => {
  it('lists the kept versions in words with their time, marks the current one and restores another after confirming', async () => {
    const loadVersions = vi.fn(async () => versions);
    const onRestore = vi.fn(async () => {});
    const { user } = show(
      <ScriptModal
        open
        execution={{ jsonOutput: scriptOutput }}
        onSave={vi.fn(async () => {})}
        loadVersions={loadVersions}
        onRestore={onRestore}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Versions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Versions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'EditedToday, 13:40Current',
      'RestoredYesterday, 09:10Restore the restored version from Yesterday, 09:10',
      'Generated1 Mar 2026, 08:00Restore the generated version from 1 Mar 2026, 08:00',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(await axe(document.body)).toHaveNoViolations();

    const restore = within(items[2]!).getByRole('button', { name: /^Restore\s+the generated version from 1 Mar 2026, 08:00$/ });
    await user.click(restore);
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(confirm).toHaveAccessibleDescription('Steps after this one will be marked Out of date.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onRestore).not.toHaveBeenCalled();
    await waitFor(() => expect(restore).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledWith('v1');
    expect(await screen.findByText('Restored the generated version.')).toBeInTheDocument();
    await waitFor(() => expect(loadVersions).toHaveBeenCalledTimes(2));
  });

  it("shows a refused restore's message, e.g. 'Version not found'", async () => {
    const onRestore = vi.fn().mockRejectedValue(new ResultEditError(404, 'Version not found'));
    const { user } = show(
      <StoryboardModal
        open
        execution={{ jsonOutput: storyboardOutput }}
        onSave={vi.fn(async () => {})}
        loadVersions={async () => versions}
        onRestore={onRestore}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    await user.click(await screen.findByRole('button', { name: /^Restore\s+the restored version/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Version not found');
  });

  it("compares the current script with the one before it, side by side, from the script's Versions (issue 31)", async () => {
    const loadVersionOutput = vi.fn(async (id: string) => scriptVersionOutputs[id]);
    const { user } = show(
      <ScriptModal
        open
        execution={{ jsonOutput: scriptVersionOutputs.v2 }}
        onSave={vi.fn(async () => {})}
        loadVersions={async () => scriptVersions}
        onRestore={vi.fn()}
        loadVersionOutput={loadVersionOutput}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const compare = await screen.findByRole('button', { name: 'Compare two versions' });
    expect(loadVersionOutput).not.toHaveBeenCalled();
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table', { name: /^The script as Generated, Today, 09:05 and as Edited, Today, 13:40/ });
    expect(
      within(table)
        .getByRole('rowheader', { name: /^Closing/ })
        .closest('tbody')!
        .querySelector('del'),
    ).toHaveTextContent('retail');
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Hide comparison' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers no comparison for a storyboard, nor with a single version', async () => {
    const { user, unmount } = show(
      <StoryboardModal
        open
        execution={{ jsonOutput: storyboardOutput }}
        onSave={vi.fn(async () => {})}
        loadVersions={async () => versions}
        onRestore={vi.fn()}
        loadVersionOutput={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    await screen.findByRole('list', { name: 'Versions' });
    expect(screen.queryByRole('button', { name: 'Compare two versions' })).toBeNull();
    unmount();
    const single = show(
      <ScriptModal
        open
        execution={{ jsonOutput: scriptOutput }}
        onSave={vi.fn(async () => {})}
        loadVersions={async () => scriptVersions.slice(0, 1)}
        onRestore={vi.fn()}
        loadVersionOutput={vi.fn()}
      />,
    );
    await single.user.click(screen.getByRole('button', { name: 'Versions' }));
    await screen.findByRole('list', { name: 'Versions' });
    expect(screen.queryByRole('button', { name: 'Compare two versions' })).toBeNull();
  });

  it('says so when nothing was edited yet, and when the list cannot be loaded', async () => {
    const { user, unmount } = show(
      <ScriptModal
        open
        execution={{ jsonOutput: scriptOutput }}
        onSave={vi.fn(async () => {})}
        loadVersions={async () => []}
        onRestore={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    expect(await screen.findByText(/No other versions yet/)).toBeInTheDocument();
    unmount();
    const failing = show(
      <ScriptModal
        open
        execution={{ jsonOutput: scriptOutput }}
        onSave={vi.fn(async () => {})}
        loadVersions={() => Promise.reject(new Error('offline'))}
        onRestore={vi.fn()}
      />,
    );
    await failing.user.click(screen.getByRole('button', { name: 'Versions' }));
    expect(await screen.findByText('Something went wrong, please try again later')).toBeInTheDocument();
  });
});

describe('editable fields', () => {
  it('are the opening, each slide heading and narration and the closing; a draft applies to the stored result', () => {
    const groups = scriptGroups(scriptOutput);
    expect(groups.flatMap((group) => group.fields.map((field) => field.label))).toEqual([
      'Opening narration',
      'Slide 1 heading',
      'Slide 1 narration',
      'Slide 2 heading',
      'Slide 2 narration',
      'Closing narration',
    ]);
    const stored = {
      ...scriptOutput,
      extra: { model: 'x' },
      slides: [{ ...scriptOutput.slides[0], sources: { pages: 'three' } }, scriptOutput.slides[1]],
    };
    const draft = { ...draftOf(groups), 'slides.0.heading': ' New heading ' };
    const applied = applyDraft(stored, draft);
    expect(applied.slides[0]).toEqual({ ...stored.slides[0], heading: 'New heading' });
    expect(applied.extra).toEqual({ model: 'x' });
    expect(stored.slides[0]!.heading).toBe('The problem');
  });

  it('of a storyboard are five texts a scene; errors name the field', () => {
    const groups = storyboardGroups(storyboardOutput);
    expect(groups[0]!.fields.map((field) => field.id)).toEqual([
      'scenes.0.visual_description',
      'scenes.0.script_line',
      'scenes.0.background_details',
      'scenes.0.narration',
      'scenes.0.directions_for_videographer',
    ]);
    expect(draftErrors(groups, { ...draftOf(groups), 'scenes.0.narration': ' \n ' })).toEqual({
      'scenes.0.narration': 'Scene 1 narration cannot be empty.',
    });
  });

  it('times read Today and Yesterday against the clock', () => {
    const now = new Date(2026, 2, 5, 14, 0).getTime();
    expect(formatVersionTime(new Date(2026, 2, 5, 9, 5).toISOString(), now)).toBe('Today, 09:05');
    expect(formatVersionTime(new Date(2026, 2, 4, 23, 59).toISOString(), now)).toBe('Yesterday, 23:59');
    expect(formatVersionTime(new Date(2026, 1, 27, 8, 0).toISOString(), now)).toBe('27 Feb 2026, 08:00');
    expect(formatVersionTime('not a date', now)).toBe('—');
  });
});
