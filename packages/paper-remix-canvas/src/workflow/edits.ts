import type { ScriptOutput, StoryboardOutput, StoryboardScene } from '@paperlight/api-client';

/** The longest text a field may hold (the api refuses longer ones). */
export const EDIT_MAX_LENGTH = 4000;

/** One text the owner may change in a script or storyboard, with where it lives in the result. */
export interface EditableField {
  /** Unique within the result, e.g. 'slides.1.narration'. */
  id: string;
  /** Its visible label, also the start of its error: 'Slide 2 narration'. */
  label: string;
  value: string;
  /** A heading (one line) rather than prose. */
  short?: boolean;
}

/** Fields shown together: the opening, a slide, a scene. */
export interface EditableGroup {
  title: string;
  fields: EditableField[];
}

/** The draft being edited: field id → text. */
export type Draft = Record<string, string>;

/** Every field of a script the owner may change: the opening, each slide's heading and narration, the closing. */
export function scriptGroups(script: ScriptOutput): EditableGroup[] {
  return [
    { title: 'Opening', fields: [{ id: 'opening.narration', label: 'Opening narration', value: script.opening.narration }] },
    ...script.slides.map((slide, index) => ({
      title: `Slide ${slide.number}`,
      fields: [
        { id: `slides.${index}.heading`, label: `Slide ${slide.number} heading`, value: slide.heading, short: true },
        { id: `slides.${index}.narration`, label: `Slide ${slide.number} narration`, value: slide.narration },
      ],
    })),
    { title: 'Closing', fields: [{ id: 'closing.narration', label: 'Closing narration', value: script.closing.narration }] },
  ];
}

/** A scene's editable texts, in the order the storyboard shows them. */
export const SCENE_EDITABLE: readonly (readonly [key: keyof StoryboardScene & string, label: string])[] = [
  ['visual_description', 'visual description'],
  ['script_line', 'script line'],
  ['background_details', 'background details'],
  ['narration', 'narration'],
  ['directions_for_videographer', 'directions for videographer'],
];

export function storyboardGroups(storyboard: StoryboardOutput): EditableGroup[] {
  return storyboard.scenes.map((scene, index) => ({
    title: `Scene ${scene.scene_number}`,
    fields: SCENE_EDITABLE.map(([key, label]) => ({
      id: `scenes.${index}.${key}`,
      label: `Scene ${scene.scene_number} ${label}`,
      value: String(scene[key] ?? ''),
    })),
  }));
}

export function draftOf(groups: readonly EditableGroup[]): Draft {
  return Object.fromEntries(groups.flatMap((group) => group.fields.map((field) => [field.id, field.value])));
}

/** Whether any field differs from the result shown. */
export function isDirty(groups: readonly EditableGroup[], draft: Draft): boolean {
  return groups.some((group) => group.fields.some((field) => (draft[field.id] ?? field.value) !== field.value));
}

/** Each field's problem, in product words ('Slide 3 narration cannot be empty.'); empty when the draft can be saved. */
export function draftErrors(groups: readonly EditableGroup[], draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of groups.flatMap((group) => group.fields)) {
    const text = (draft[field.id] ?? field.value).trim();
    if (text === '') errors[field.id] = `${field.label} cannot be empty.`;
    else if (text.length > EDIT_MAX_LENGTH)
      errors[field.id] = `${field.label} is too long: at most ${EDIT_MAX_LENGTH} characters (now ${text.length}).`;
  }
  return errors;
}

/**
 * The result with the draft's texts (trimmed) in place; everything else (slide numbers, sources,
 * sound cues, durations…) is kept as it was.
 */
export function applyDraft<T extends object>(output: T, draft: Draft): T {
  const copy = structuredClone(output) as Record<string, unknown>;
  for (const [id, value] of Object.entries(draft)) {
    const path = id.split('.');
    let target: unknown = copy;
    for (const step of path.slice(0, -1)) target = (target as Record<string, unknown> | undefined)?.[step];
    if (target && typeof target === 'object') (target as Record<string, unknown>)[path[path.length - 1]!] = value.trim();
  }
  return copy as T;
}
