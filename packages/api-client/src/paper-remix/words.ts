// How the contract's issues quote values and list choices, in plain words.

/** A value as a message quotes it: `9`, `the text "3"`, `an object`, `a list`. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  return Array.isArray(value) ? 'a list' : `${typeof value === 'object' ? 'an' : 'a'} ${typeof value}`;
}

/** 'a, b or c' */
export const listed = (options: readonly (string | number)[]): string =>
  options.length > 1 ? `${options.slice(0, -1).join(', ')} or ${String(options.at(-1))}` : String(options[0]);
