// The forms of a configuration written before the contract (decision 0186), read as the canonical
// one by the schemas' transform, and nowhere else:
// - settings at the top level (`{ script_duration: 'short' }`, as api clients and benches send them)
//   instead of under `basic`, where the canvas keeps them;
// - a select's `{ value, label }` object instead of its value;
// - a choice written with dashes (`'very-short'`, as SPEC §3 spells the default) instead of underscores;
// - `speaker_notes` as true or false instead of 'yes' or 'no'.
// Nothing else is guessed: a number written as text, a value out of bounds or an unknown choice is refused.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings of a stored configuration: its `basic` group (the canonical form), or the whole object
 * when it has no `basic` (the flat form). Nothing at all reads as no settings.
 */
export function settingsOf(configuration: unknown): unknown {
  if (configuration === undefined || configuration === null) return {};
  return isRecord(configuration) && 'basic' in configuration ? configuration.basic : configuration;
}

/** A `{ value, label }` object's value; anything else as it is. */
export function unwrapValue(input: unknown): unknown {
  return isRecord(input) && 'value' in input ? input.value : input;
}

/** A choice as written before the contract, as one of `options` when it names one; else as it is. */
export function legacyChoice(options: readonly (string | number)[]): (input: unknown) => unknown {
  const known = options as readonly unknown[];
  return (input) => {
    const value = unwrapValue(input);
    if (typeof value === 'string' && !known.includes(value) && known.includes(value.replaceAll('-', '_')))
      return value.replaceAll('-', '_');
    if (typeof value === 'boolean' && known.includes('yes') && known.includes('no')) return value ? 'yes' : 'no';
    return value;
  };
}
