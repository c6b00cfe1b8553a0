import { describe, expect, it } from 'vitest';
import { CONTENT_TRUNCATED_MARKER, splitGuestContent } from './guestContent';

describe('splitGuestContent', () => {
  it('keeps a text without the marker whole and unlocked', () => {
    expect(splitGuestContent('Complete answer.')).toEqual({ visible: 'Complete answer.', filler: null });
  });

  it('removes the marker and splits the text at it', () => {
    expect(splitGuestContent(`Readable part. ${CONTENT_TRUNCATED_MARKER} Filler words here.`)).toEqual({
      visible: 'Readable part.',
      filler: 'Filler words here.',
    });
  });

  it('removes further markers from the filler', () => {
    const { filler } = splitGuestContent(`A${CONTENT_TRUNCATED_MARKER}b ${CONTENT_TRUNCATED_MARKER}c`);
    expect(filler).toBe('b c');
    expect(filler).not.toContain(CONTENT_TRUNCATED_MARKER);
  });

  it('locks everything when the marker comes first', () => {
    expect(splitGuestContent(`${CONTENT_TRUNCATED_MARKER}hidden`)).toEqual({ visible: '', filler: 'hidden' });
  });
});
