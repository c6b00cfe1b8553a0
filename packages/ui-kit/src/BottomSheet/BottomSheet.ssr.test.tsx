// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BottomSheet } from '../index';

describe('BottomSheet on the server', () => {
  it('renders its trigger to static markup', () => {
    const html = renderToStaticMarkup(
      <BottomSheet title="Demo" trigger={<button type="button">Generate Now</button>}>
        Body
      </BottomSheet>,
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Generate Now');
  });
});
