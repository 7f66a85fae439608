import { HomeActivityStrip } from './home-activity-strip';
import { HomeCarousel } from './home-carousel';
import { Section } from './home-page.styles';
import { LatestContent } from './latest-content';

/** Home: hero carousel of the main banners, the activities open now, then the latest works. */
export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">医影首页</h1>
      <HomeCarousel />
      <HomeActivityStrip />
      <Section aria-labelledby="home-latest">
        <h2 id="home-latest">最新作品</h2>
        <LatestContent />
      </Section>
    </>
  );
}

export default HomePage;
