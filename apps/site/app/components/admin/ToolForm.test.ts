import { describe, expect, it } from 'vitest';
import { toolBody } from './ToolForm';

describe('toolBody', () => {
  it('turns the form into the api body', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Alt Text', slug: 'alt-text', suiteTab: 'Accessibility', categoryBadge: 'Accessibility', description: 'x', link: '  ', status: 'notify', sortOrder: '3' })) form.set(k, v);
    expect(toolBody(form)).toEqual({
      name: 'Alt Text', slug: 'alt-text', suiteTab: 'Accessibility', categoryBadge: 'Accessibility', description: 'x',
      link: null, status: 'notify', sortOrder: 3, featured: false,
    });
    form.set('featured', 'on');
    form.set('link', '/tools/alt-text');
    expect(toolBody(form)).toMatchObject({ featured: true, link: '/tools/alt-text' });
  });
});
