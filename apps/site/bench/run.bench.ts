import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createFiftyNodeProject } from '../e2e/canvas';
import { API_URL, createAccount, paperPath, signIn } from '../e2e/helpers';

// Issue 31's target: one Run on a 50-node workflow of 10 chains (paper → script → storyboard → video →
// output) completes every chain, with the real api, worker and engine, under the api's limit of steps
// at once per person (REMIX_USER_JOBS, 2 by default: a Run learns it from the first refusal).
//   reports: wall time from the click to 'Run finished', steps started, refusals, films made.
//   target: every chain's film completed; no step failed.
// The six shared papers, each chain its own in turn (chains 7 to 10 read the first four again, so
// their films come partly from the render cache, as a publisher's second pass would).
const PAPERS = [
  'socialscience-mexico-city-policy-abortion.pdf',
  'conference-2col-specter-acl2020.pdf',
  'medicine-lancet-inclusion-health-morbidity-mortality.pdf',
  'equations-semeagat-event-detection.pdf',
  'humanities-ethnoecology-szekely-village-laws.pdf',
  'journal-1col-plosone-wheat-heat-stress.pdf',
].map((file) => ({ file, bytes: readFileSync(paperPath(file)) }));
const CHAINS = 10;

test('Run on a 50-node workflow of 10 chains completes every chain', async ({ page, browser }) => {
  test.setTimeout(20 * 60_000);
  const account = await createAccount(browser, 'Run Bench');
  await signIn(page, account.email, 'Journey-account-2026');
  const token = await page.evaluate(async () => ((await (await fetch('/api/session')).json()) as { accessToken: string }).accessToken);
  const projectId = await createFiftyNodeProject(page, token);
  const headers = { authorization: `Bearer ${token}` };
  // A paper on each chain's Paper Input, not yet read: Run reads it.
  for (let row = 0; row < CHAINS; row++) {
    const answer = await page.request.post(`${API_URL}/paper-remix/project/${projectId}/node/paperInput-${row}/upload`, {
      headers,
      multipart: {
        file: { name: PAPERS[row % PAPERS.length]!.file, mimeType: 'application/pdf', buffer: PAPERS[row % PAPERS.length]!.bytes },
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }

  let started = 0;
  let refused = 0;
  page.on('response', (response) => {
    if (!response.url().endsWith(`/paper-remix/project/${projectId}/generate`)) return;
    if (response.status() === 200) started += 1;
    else if (response.status() === 429) refused += 1;
  });
  await page.goto(`/paper-remix/${projectId}`);
  await expect(page.locator('section[data-layout="canvas"]')).toBeVisible();
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Run (finished|stopped)/ })).toBeVisible({ timeout: 18 * 60_000 });
  const wallSec = (Date.now() - clickedAt) / 1000;
  await expect(page.getByRole('status').filter({ hasText: /^Run / })).toHaveText('Run finished: every step is up to date');

  const state = await page.request.get(`${API_URL}/paper-remix/project/${projectId}/state`, { headers });
  const nodes = ((await state.json()) as { data: { nodes: { clientNodeId: string; status: string }[] } }).data.nodes;
  const films = nodes.filter((node) => node.clientNodeId.startsWith('video-') && node.status === 'completed').length;
  const failed = nodes.filter((node) => node.status === 'failed' || node.status === 'error').length;
  console.log(
    `Run, ${CHAINS} chains of 5 steps: ${wallSec.toFixed(0)} s from the click to 'Run finished'; ${started} steps started, ${refused} refused for the limit and started later; ${films}/${CHAINS} films made, ${failed} steps failed`,
  );
  expect(films).toBe(CHAINS);
  expect(failed).toBe(0);
  expect(started).toBe(CHAINS * 4);
});
