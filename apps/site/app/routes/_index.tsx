import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { tryUrlFor } from '#app/components/demo/useTryUrl.ts';
import { HydrationSlice } from '#app/components/HydrationSlice.tsx';
import { Awards } from '#app/components/landing/Awards/Awards.tsx';
import { CaseStudies } from '#app/components/landing/CaseStudies/CaseStudies.tsx';
import { CoBuild, PROPOSE_TOOL_INTEREST } from '#app/components/landing/CoBuild/CoBuild.tsx';
import { ContactForm } from '#app/components/landing/ContactForm/index.ts';
import { FullAiSuite, type SuiteTool } from '#app/components/landing/FullAiSuite/index.ts';
import { FETCH_FIRST, Hero, POSTER_SIZES } from '#app/components/landing/Hero/Hero.tsx';
import { HERO_FILM_CREDIT } from '#app/components/landing/Hero/heroVideo.ts';
import { PartnerLogos } from '#app/components/landing/PartnerLogos/PartnerLogos.tsx';
import { scrollToSection } from '#app/components/landing/scrollToSection.ts';
import { useExactAnchors } from '#app/components/landing/useExactAnchors.ts';
import { Section } from '#app/components/landing/Section/Section.tsx';
import { Stats } from '#app/components/landing/Stats/Stats.tsx';
import { SuitesForGrowth } from '#app/components/landing/SuitesForGrowth/SuitesForGrowth.tsx';
import { ToolsShowcase, type GenerateRequest } from '#app/components/landing/ToolsShowcase/index.ts';
import { showcaseTools } from '#app/components/landing/ToolsShowcase/showcase.ts';
import { getEnv } from '#app/env.server.ts';
import { notifyMeInterest } from '#app/lib/catalogue.ts';
import { getCatalogueOrEmpty } from '#app/lib/catalogue.server.ts';
import { LANDING_DESCRIPTION, LANDING_TITLE, seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import type { loader as rootLoader } from '#app/root.tsx';

// The overlay (Radix Dialog, the demo registry) loads on the first 'Generate Now', not with the page.
const DemoLauncher = lazy(() => import('#app/components/demo/DemoLauncher.tsx').then((m) => ({ default: m.DemoLauncher })));

const POSTER_URL = '/media/hero-poster.webp';
const POSTER_SRCSET = '/media/hero-poster-640.webp 640w, /media/hero-poster.webp 1280w';
const CAPTIONS_URL = '/media/hero.vtt';

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({ siteUrl: siteUrlFromMatches(matches), path: '/', title: LANDING_TITLE, description: LANDING_DESCRIPTION });

// The poster is the largest paint: fetch the rendition the <img> will pick before the body is parsed.
export const links: LinksFunction = () => [
  {
    rel: 'preload',
    as: 'image',
    href: POSTER_URL,
    imageSrcSet: POSTER_SRCSET,
    imageSizes: POSTER_SIZES,
    type: 'image/webp',
    ...FETCH_FIRST,
  },
];

// Tool pages link Notify Me here with ?interest=…; a long or odd value is cut, never trusted as markup.
const MAX_INTEREST_LENGTH = 300;

export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv();
  const query = new URL(request.url).searchParams;
  const interest = query.get('interest')?.trim().slice(0, MAX_INTEREST_LENGTH) || null;
  // Only what the sections show travels to the page: the tool pages' copy stays on the server.
  const tools = (await getCatalogueOrEmpty()).map(({ slug, name, category, description, status, featured, demo }) => ({
    slug,
    name,
    category,
    description,
    status,
    featured,
    demo,
  }));
  const showcase = showcaseTools(tools);
  // A tool page's 'Try the live demo' arrives with ?tool=…&sample=…; ids the showcase does not list are ignored.
  const demoTool = showcase.find((tool) => tool.id === query.get('tool'));
  const demoSample = demoTool?.samples.find((sample) => sample.id === query.get('sample'));
  return {
    interest,
    tools,
    showcase,
    demoToolId: demoTool?.id ?? null,
    demoSampleId: demoSample?.id ?? null,
    bookingUrl: env.BOOKING_URL,
    heroVideoUrl: process.env.HERO_VIDEO_URL || '/media/hero.mp4',
  };
}

export default function Index() {
  const { tools, showcase, demoToolId, demoSampleId, bookingUrl, heroVideoUrl, interest } = useLoaderData<typeof loader>();
  const session = useRouteLoaderData<typeof rootLoader>('root')?.session;
  useExactAnchors();
  const [interestPrefill, setInterestPrefill] = useState<{ text: string; key: number } | null>(
    interest ? { text: interest, key: 0 } : null,
  );
  const [demo, setDemo] = useState<GenerateRequest | null>(null);
  // Mounted from the first request on, so closing can animate and reopening is instant.
  const [launcherWanted, setLauncherWanted] = useState(false);
  const onGenerate = useCallback((request: GenerateRequest) => {
    setLauncherWanted(true);
    setDemo(request);
  }, []);

  const prefillInterest = useCallback((text: string) => {
    setInterestPrefill((current) => ({ text, key: (current?.key ?? 0) + 1 }));
    // The form focuses its interest field once the new text is in (ContactForm, key > 0).
    scrollToSection('contact-us-section', { skipVideo: true });
  }, []);
  const onNotify = useCallback((tool: SuiteTool) => prefillInterest(notifyMeInterest(tool.name)), [prefillInterest]);
  const onPropose = useCallback(() => prefillInterest(PROPOSE_TOOL_INTEREST), [prefillInterest]);

  return (
    <>
      <Hero
        videoUrl={heroVideoUrl}
        posterUrl={POSTER_URL}
        posterSrcSet={POSTER_SRCSET}
        captionsUrl={CAPTIONS_URL}
        credit={HERO_FILM_CREDIT}
      />
      <HydrationSlice>
        <PartnerLogos />
      </HydrationSlice>
      <Stats />
      <Section
        id="tools-showcase"
        title="AI Tools in Action"
        intro="Pick a tool and a sample paper or question, then see real results. No account needed."
        tone="sunken"
      >
        <ToolsShowcase
          // A new deep link (another tool page's 'Try the live demo') starts the showcase afresh.
          key={`${demoToolId}/${demoSampleId}`}
          tools={showcase}
          defaultToolId={demoToolId ?? undefined}
          defaultSampleId={demoSampleId ?? undefined}
          onGenerate={onGenerate}
        />
      </Section>
      <Section
        id="full-ai-suite"
        title="Full AI Suite"
        intro="Every Paperlight tool, by the part of the publishing workflow it serves. Explore a tool, or ask to hear when an upcoming one is ready."
      >
        <FullAiSuite tools={tools} onNotify={onNotify} />
      </Section>
      <Section
        id="ai-suite-for-growth"
        title="AI Suites for Growth"
        intro="Tools bundled around the outcomes publishers and societies ask us for most."
        tone="sunken"
      >
        <SuitesForGrowth bookingUrl={bookingUrl} tools={tools} />
      </Section>
      <Awards />
      <Section
        id="cobuild-section"
        title="Co-build with Paperlight"
        intro="Have a workflow our tools do not cover yet? Build the next tool with us."
      >
        <CoBuild onStart={onPropose} />
      </Section>
      <Section id="case-studies" title="Case studies" intro="What partners changed with Paperlight." tone="sunken">
        <CaseStudies />
      </Section>
      <Section
        id="contact-us-section"
        title="Contact us"
        intro="Tell us about your journals and goals, and we will show you the tools that fit."
      >
        <ContactForm user={session} interestPrefill={interestPrefill} />
      </Section>
      {launcherWanted ? (
        <Suspense fallback={null}>
          <DemoLauncher request={demo} onClose={() => setDemo(null)} signUpUrl={tryUrlFor(session, demo?.tool.id)} />
        </Suspense>
      ) : null}
    </>
  );
}
