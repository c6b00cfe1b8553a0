import type { AudioSampleResponse } from '@paperlight/api-client';
import { healthScience, medicine, physicalScience } from './samples';

export { API_URL, healthScience, medicine, physicalScience } from './samples';

export const SIGN_UP_URL = 'https://sso.example.test/signup';

export const SAMPLES: Readonly<Record<string, AudioSampleResponse['data']>> = {
  medicine,
  'health-science': healthScience,
  'physical-science': physicalScience,
};

/** Every audio file of the samples with its length, for the simulated player. */
export const DURATIONS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(SAMPLES).flatMap((sample) =>
    [sample.translated, sample.original].flatMap((version) =>
      [...version.fullPaper.sections, ...version.summary.sections]
        .filter((section) => section.audioUrl)
        .map((section) => [section.audioUrl as string, (section as { duration?: number }).duration ?? 30]),
    ),
  ),
);
