import { describe, expect, it } from 'vitest';
import { documentCacheControl } from './document-cache';

describe('documentCacheControl', () => {
  it("lets the browser keep a guest's page (back/forward cache) but no shared cache", () => {
    expect(documentCacheControl({ isGuest: true })).toBe('private, no-cache');
  });

  it("keeps a signed-in visitor's page out of every cache", () => {
    expect(documentCacheControl({ isGuest: false })).toBe('private, no-store');
  });

  it('keeps the page out of every cache when the visitor is unknown', () => {
    expect(documentCacheControl(null)).toBe('private, no-store');
    expect(documentCacheControl(undefined)).toBe('private, no-store');
  });
});
