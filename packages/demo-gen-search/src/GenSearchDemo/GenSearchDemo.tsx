import { splitGuestContent } from '@paperlight/ui-kit';
import { useGenSearchSample } from './useGenSearchSample';
import { useTimeline } from './useTimeline';
import { GenSearchFrame, GenSearchNotFound, GenSearchView } from './GenSearchView';
import { useAnswerModel } from './useAnswerModel';
import type { GenSearchSample } from './useGenSearchSample';

export interface GenSearchDemoProps {
  /**
   * The sample question to load from `GET /generative-research/sample/{sampleId}`.
   * @example sampleId="covid-vaccine-cardiovascular"
   */
  sampleId: string;
  /**
   * Sign-up page of the single sign-on host. 'Try your query', the follow-up box, related questions and the
   * content lock open it in a new tab.
   * @example signUpUrl="https://sso.paperlight.example/signup"
   */
  signUpUrl: string;
  /**
   * Options chosen before the demo opened. `question` is shown when the sample carries none.
   * @default {}
   */
  options?: Readonly<Record<string, string>>;
  /**
   * Where a reference's title links: its discovery page, built from the slugified title and the source id.
   * Return `null` to link the DOI instead.
   * @default (source) => discoveryPath(source.title, source.dyson_id)
   */
  discoveryHref?: DiscoveryHref;
}

export type DiscoveryHref = (source: { dyson_id: string; title: string }) => string | null;

/**
 * The Gen AI Search guest demo (SPEC §2): the sample question, four progress steps of 5 s, the answer typed
 * at 1 character per 3 ms with inline citations, related questions and the 'Related References' panel.
 * Timers come from ui-kit's clock; data from the api-client of `ApiClientProvider`.
 * @example <GenSearchDemo sampleId="global-conflicts" signUpUrl={signUpUrl} />
 */
export function GenSearchDemo({ sampleId, signUpUrl, options, discoveryHref }: GenSearchDemoProps) {
  const state = useGenSearchSample(sampleId);
  if (state.status === 'not-found') return <GenSearchNotFound signUpUrl={signUpUrl} />;
  if (state.status === 'loading') return <GenSearchFrame signUpUrl={signUpUrl} />;
  return (
    <GenSearchRunning
      sample={state.sample}
      startAt={state.readyAt}
      signUpUrl={signUpUrl}
      question={options?.question}
      discoveryHref={discoveryHref}
    />
  );
}

function GenSearchRunning({
  sample,
  startAt,
  signUpUrl,
  question,
  discoveryHref,
}: {
  sample: GenSearchSample;
  startAt: number;
  signUpUrl: string;
  question?: string;
  discoveryHref?: DiscoveryHref;
}) {
  const model = useAnswerModel(sample, question);
  const timeline = useTimeline(startAt, model.units);
  if (!timeline) return null;
  return <GenSearchView model={model} timeline={timeline} signUpUrl={signUpUrl} discoveryHref={discoveryHref} />;
}

/** True when the sample's answer is cut off for guests (it carries the content-lock marker). */
export function isGuestLimited(sample: Pick<GenSearchSample, 'summary'>): boolean {
  return splitGuestContent(sample.summary).filler !== null;
}
