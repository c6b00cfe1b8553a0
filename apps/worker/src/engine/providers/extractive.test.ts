import { describe, expect, it } from 'vitest';
import { extractPaper } from '../read/paper';
import type { ScriptConfig } from '../types';
import { createExtractiveProvider } from './extractive';
import { thinAbstractPdf } from '../test/inputs';

const base: ScriptConfig = { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' };

describe('given a paper with too little text for a video', () => {
  it('the extractive provider refuses it with the number of words', async () => {
    const bytes = thinAbstractPdf();
    const thin = await extractPaper(bytes);
    await expect(createExtractiveProvider().generateScript(thin, base)).rejects.toThrow(/too little text/);
  });
});
