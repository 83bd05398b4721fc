import { useLoaderData } from 'react-router';
import { LazyHomeHighlightedProducts } from '#client/features/catalogue/lazy-home-highlighted-products.tsx';
import { homeTexts } from '#shared/messages/marketing/home.ts';
import { prerenderedHighlightedVoyages } from './highlighted-voyages-content.server.ts';
import { HomeAudioSection } from './home-audio-section.tsx';
import { HomeHeroSection } from './home-hero-section.tsx';
import { HomeHighlightsSection } from './home-highlights-section.tsx';
import { HomeVoyagesSection } from './home-voyages-section.tsx';

/** Runs while prerendering only (`ssr: false`): the voyage cards are in the page's HTML. */
export async function loader() {
  return { highlightedVoyages: prerenderedHighlightedVoyages() };
}

/** The loader's data is the build's; the live list is the API's business. */
export function shouldRevalidate() {
  return false;
}

export function meta() {
  const { title, description } = homeTexts.meta;
  return [{ title }, { name: 'description', content: description }];
}

/**
 * SPEC §2.1, '/': hero, voyages, audio experience, highlights. The footer and the floating
 * 'INICIAR VIAGEM' button come from the layout.
 */
export default function HomePage() {
  const prerendered = useLoaderData<typeof loader>()?.highlightedVoyages;
  return (
    <>
      <HomeHeroSection />
      <HomeVoyagesSection prerendered={prerendered} />
      <HomeAudioSection />
      <HomeHighlightsSection>
        <LazyHomeHighlightedProducts />
      </HomeHighlightsSection>
    </>
  );
}
