import { LazyHomeHighlightedProducts } from '#client/features/catalogue/lazy-home-highlighted-products.tsx';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { HomeAudioSection } from './home-audio-section.tsx';
import { HomeHeroSection } from './home-hero-section.tsx';
import { HomeHighlightsSection } from './home-highlights-section.tsx';
import { HomeVoyagesSection } from './home-voyages-section.tsx';

export function meta() {
  const { title, description } = pt.marketing.home.meta;
  return [{ title }, { name: 'description', content: description }];
}

/**
 * SPEC §2.1, '/': hero, voyages, audio experience, highlights. The footer and the floating
 * 'INICIAR VIAGEM' button come from the layout.
 */
export default function HomePage() {
  return (
    <>
      <HomeHeroSection />
      <HomeVoyagesSection />
      <HomeAudioSection />
      <HomeHighlightsSection>
        <LazyHomeHighlightedProducts />
      </HomeHighlightsSection>
    </>
  );
}
