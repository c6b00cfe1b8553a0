import { describe, expect, it } from 'vitest';
import { breaksReadingOrder, readingOrderIndex } from './content';

// pdftotext's reading of SPECTER's page 7 (shared papers): the left column breaks for Table 2's caption
// and two footnotes, and the sentence goes on at the top of the right column.
const PAGE = `to noisy correlation. Finally, we find that adding
venues slightly decreases performance,14 except
on document classification (which makes sense, as
we would expect venues to have high correlation

Table 2: Ablations: Numbers are averages of metrics
for each evaluation task: CLS: classification, USR:
User activity, CITE: Citation prediction, REC: Recommendation, Avg. average over all tasks & metrics.

13
We experimented with both concatenating authors with
the title and abstract and also considering them as an additional
field. Neither were helpful.
14
Venue information in our data came directly from publisher provided metadata and thus was not normalized. Venue
normalization could help improve results.

with paper topics). The fact that S PECTER does not
require inputs like authors or venues makes it applicable in situations where this metadata is not available, such as matching reviewers with anonymized
submissions, or performing recommendations of
anonymized preprints (e.g., on OpenReview).`;

describe('breaksReadingOrder', () => {
  const index = readingOrderIndex(PAGE);

  it('follows a sentence the column breaks for a table and its footnotes', () => {
    expect(
      breaksReadingOrder(
        'Finally, we find that adding venues slightly decreases performance, except on document classification (which makes sense, as we would expect venues to have high correlation with paper topics).',
        index,
      ),
    ).toBe(false);
  });

  it('catches a sentence stitched from two places', () => {
    expect(
      breaksReadingOrder(
        'Finally, we find that adding venues makes it applicable in situations where this metadata is not available.',
        index,
      ),
    ).toBe(true);
  });
});
