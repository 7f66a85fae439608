import { HeroCarousel } from '@yiying/widgets';

// The carousel's code as a module of its own, for React.lazy (see home-carousel.tsx).
export default HeroCarousel;
