import '@rollcall/ui-kit/tokens.css';
import { useEffect } from 'react';
import { Header } from './header/Header';
import { Hero } from './sections/Hero';
import { ProblemSolution } from './sections/ProblemSolution';
import { Features } from './sections/Features';
import { HowItWorks } from './sections/HowItWorks';
import { WallOfLove } from './sections/WallOfLove';
import { Pricing } from './sections/Pricing';
import { Faq } from './sections/Faq';
import { Contact } from './sections/Contact';
import { Footer } from './sections/Footer';
import { SECTION } from './content/sections';
import styles from './LandingPage.module.css';

/** The public landing page, exposed to the shell as 'landing/LandingPage'. Needs a router. */
export default function LandingPage() {
  // The page renders after the browser's own jump to the address's #anchor (it is loaded at run time), so
  // a visitor arriving on /#pricing is taken there once the sections exist.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView?.();
  }, []);

  return (
    <div id={SECTION.top} className={styles.page}>
      <a href="#rc-main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="rc-main">
        <Hero />
        <ProblemSolution />
        <Features />
        <HowItWorks />
        <WallOfLove />
        <Pricing />
        <Faq />
        <Contact />
      </main>
      <Footer />
    </div>
  );
}
