import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import AccessibilityStatement, { REVIEWED_ON } from './accessibility';

describe('the accessibility statement', () => {
  const html = renderToStaticMarkup(<AccessibilityStatement />);

  it('promises every fix for a date after its own review, never one already past', () => {
    const promised = [...html.matchAll(/<time dateTime="(\d{4}-\d{2})">/g)].map((match) => match[1] ?? '');
    expect(promised.length).toBeGreaterThanOrEqual(3);
    for (const month of promised) expect(month > REVIEWED_ON.slice(0, 7), `${month} is not after the review`).toBe(true);
  });

  it('does not claim a limitation the product no longer has', () => {
    // Paper Remix videos ship a WebVTT caption track.
    expect(html).not.toContain('no separate caption track');
  });
});
