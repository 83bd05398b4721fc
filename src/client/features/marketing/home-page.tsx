import { useLoaderData } from 'react-router';
import { staticPageHandle } from '#client/app/page-handle.ts';
import { prerenderedHighlightedProducts } from '#client/features/catalogue/catalogue-content.server.ts';
import { HomeHighlightedProducts } from '#client/features/catalogue/home-highlighted-products.tsx';
import { homeTexts } from '#shared/messages/marketing/home.ts';
import { prerenderedHighlightedVoyages } from './highlighted-voyages-content.server.ts';
import { HomeAudioSection } from './home-audio-section.tsx';
import { HomeHeroSection } from './home-hero-section.tsx';
import { HomeHighlightsSection } from './home-highlights-section.tsx';
import { HomeVoyagesSection } from './home-voyages-section.tsx';

/** Runs while prerendering only (`ssr: false`): the voyage cards are in the page's HTML. */
export async function loader() {
  return {
    highlightedVoyages: prerenderedHighlightedVoyages(),
    highlightedProducts: prerenderedHighlightedProducts(),
  };
}

/** The loader's data is the build's. */
export function shouldRevalidate() {
  return false;
}

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  const { title, description } = homeTexts.meta;
  return [{ title }, { name: 'description', content: description }];
}

/**
 * SPEC §2.1, '/': hero, voyages, audio experience, highlights. The footer and the floating
 * 'INICIAR VIAGEM' button come from the layout.
 */
export default function HomePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHeroSection />
      <HomeVoyagesSection voyages={data?.highlightedVoyages ?? []} />
      <HomeAudioSection />
      <HomeHighlightsSection>
        <HomeHighlightedProducts products={data?.highlightedProducts ?? []} />
      </HomeHighlightsSection>
    </>
  );
}
