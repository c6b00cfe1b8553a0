/// <reference lib="dom" />
// The strength meter of the sign-up and reset pages (served as /assets/password-meter.js). The form
// works without it; the server applies the same check (src/passwords.ts) with the same lists.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

const LABELS = ['Very easy to guess', 'Easy to guess', 'Fair', 'Good', 'Strong'];
const MIN = 8;

function start(): void {
  const root = document.querySelector<HTMLElement>('[data-password-meter]');
  const input = document.getElementById(root?.dataset.passwordMeter ?? '') as HTMLInputElement | null;
  if (!root || !input) return;
  const meter = root.querySelector('meter')!;
  const text = root.querySelector<HTMLElement>('[data-meter-text]')!;
  const zxcvbn = new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: common.dictionary,
  });
  root.hidden = false;
  const context = () =>
    ['paperlight', ...['name', 'email'].map((id) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '')]
      .flatMap((v) => [v, ...v.split(/[@\s.]+/)])
      .filter((v) => v.length >= 3);
  const update = () => {
    const value = input.value;
    const length = [...value].length;
    if (length === 0) {
      meter.value = 0;
      text.textContent = '';
      return;
    }
    if (length < MIN) {
      meter.value = 0;
      text.textContent = `Too short: ${length} of at least ${MIN} characters`;
      return;
    }
    const { score } = zxcvbn.check(value.slice(0, 100), context());
    meter.value = score;
    text.textContent = score < 2 ? `${LABELS[score]}: try a few unrelated words` : LABELS[score]!;
  };
  input.addEventListener('input', update);
  update();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
