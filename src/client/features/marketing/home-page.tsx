import { pt } from '#shared/messages/pt.ts';
import { FloatingStartButton } from './floating-start-button.tsx';
import { HomeAudioSection } from './home-audio-section.tsx';
import { HomeHeroSection } from './home-hero-section.tsx';
import { HomeHighlightsSection } from './home-highlights-section.tsx';
import { HomeVoyagesSection } from './home-voyages-section.tsx';
import { pageMeta } from './page-meta.ts';

export function meta() {
  return pageMeta(pt.marketing.home.meta);
}

/** SPEC §2.1, '/': hero, voyages, audio experience, highlights (the footer comes from the layout). */
export default function HomePage() {
  return (
    <>
      <HomeHeroSection />
      <HomeVoyagesSection />
      <HomeAudioSection />
      <HomeHighlightsSection />
      <FloatingStartButton />
    </>
  );
}
