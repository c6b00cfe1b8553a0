import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** NIST SP 800-63B §3.1.1.2: at least 8 characters; longer inputs are refused before hashing (argon2 DoS). */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 256;
/** zxcvbn's score 2: guesses ≥ 10^6, enough against a throttled online attack; 0 and 1 are refused. */
export const MIN_SCORE = 2;

export const passwordMessages = {
  tooShort: `Use at least ${MIN_PASSWORD} characters.`,
  tooLong: `Use at most ${MAX_PASSWORD} characters.`,
  guessable:
    'This password is too easy to guess: it is common, found in breaches, or close to your name or email. Try a few unrelated words.',
  hint: `At least ${MIN_PASSWORD} characters; 15 or more is better. A few unrelated words are easy to remember and hard to guess.`,
} as const;

let factory: ZxcvbnFactory | undefined;

/**
 * zxcvbn-ts with its maintained common list (about 49,000 passwords seen in breaches, plus diceware
 * words). The strength meter on the sign-up and reset pages runs the same estimator on the same
 * list, so the meter and the server agree (English word lists would add 600 KB to the meter).
 */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: common.dictionary,
  });
  return factory;
}

/** Characters as a person counts them (an emoji is one), per 800-63B. */
export const passwordLength = (password: string) => [...password].length;

export interface PasswordVerdict {
  ok: boolean;
  /** 0 (very guessable) to 4 (very unguessable); -1 when not scored (too short or long). */
  score: number;
  message?: string;
}

/**
 * No composition rules (800-63B): only length and a check against common, breached and
 * context-specific passwords (the person's name and email, the product's name).
 */
export function checkPassword(password: string, context: Array<string | null | undefined> = []): PasswordVerdict {
  const length = passwordLength(password);
  if (length < MIN_PASSWORD) return { ok: false, score: -1, message: passwordMessages.tooShort };
  if (length > MAX_PASSWORD) return { ok: false, score: -1, message: passwordMessages.tooLong };
  const inputs = ['paperlight', ...context.flatMap((c) => (c ? [c, ...c.split(/[@\s.]+/)] : []))].filter((c) => c.length >= 3);
  // zxcvbn's cost grows with length; the first 100 characters decide whether a password is guessable.
  const { score } = estimator().check(password.slice(0, 100), inputs);
  if (score < MIN_SCORE) return { ok: false, score, message: passwordMessages.guessable };
  return { ok: true, score };
}
