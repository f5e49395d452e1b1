export const HERO_AUTOPLAY_DELAY_MS = 5000;
/** The pause control's name while the presentation plays, and while it is stopped. */
export const HERO_PAUSE_LABEL = 'Pausar apresentação';
export const HERO_PLAY_LABEL = 'Reproduzir apresentação';
/** The section's attribute that holds the autoplay's state, `playing` or `stopped` (the icons' CSS reads it too). */
export const HERO_AUTOPLAY_ATTRIBUTE = 'data-autoplay';

/**
 * The hero's autoplay before the framework (which only arrives with a first interaction): an inline script placed
 * right after the carousel's section, run as the page is parsed.
 *
 * Every 5 s, looping, it scrolls the native scroll-snap viewport to the next slide and moves the dots' aria-current.
 * It never starts with reduced motion, skips its turns in a hidden tab and stops for good on any interaction with
 * the carousel (pointer, touch, wheel, key or focus), except on the pause control, which it enables and runs (play
 * resumes it). Its state is the section's `data-autoplay` (`playing` or `stopped`): the pause control's icon is drawn
 * from it, and embla reads it when it takes over (hero-carousel.tsx), which it signals with `data-ready`; from then
 * on this script does nothing. After the page's `load` it marks the section `data-all-slides`, so the later slides'
 * images load without competing with the first one.
 */
export const heroAutoplayScript =
  `(function(s,d){if(!s)return;var v=s.firstElementChild,b=s.querySelector('[data-hero-toggle]'),` +
  `dots=s.querySelectorAll('[data-hero-dot]'),n=v.firstElementChild.children.length,` +
  `reduce=matchMedia('(prefers-reduced-motion: reduce)').matches,timer=0;` +
  `function taken(){return s.hasAttribute('data-ready')}` +
  `function at(){return Math.round(v.scrollLeft/v.clientWidth)}` +
  `function mark(){var i=at();for(var k=0;k<dots.length;k++){if(k===i)dots[k].setAttribute('aria-current','true');else dots[k].removeAttribute('aria-current')}}` +
  `function tick(){if(taken())return clearInterval(timer);if(d.hidden)return;` +
  `v.scrollTo({left:(at()+1)%n*v.clientWidth,behavior:reduce?'instant':'smooth'})}` +
  `function set(p){if(taken())return;clearInterval(timer);s.setAttribute('${HERO_AUTOPLAY_ATTRIBUTE}',p?'playing':'stopped');` +
  `b.setAttribute('aria-label',p?'${HERO_PAUSE_LABEL}':'${HERO_PLAY_LABEL}');` +
  `v.firstElementChild.setAttribute('aria-live',p?'off':'polite');if(p)timer=setInterval(tick,${HERO_AUTOPLAY_DELAY_MS})}` +
  `['pointerdown','touchstart','wheel','keydown','focusin'].forEach(function(e){s.addEventListener(e,function(ev){` +
  `if(!b.contains(ev.target))set(false)},{passive:true})});` +
  `b.addEventListener('click',function(){set(s.getAttribute('${HERO_AUTOPLAY_ATTRIBUTE}')!=='playing')});` +
  `v.addEventListener('scroll',function(){if(!taken())mark()},{passive:true});` +
  `b.disabled=false;set(!reduce);` +
  `function all(){s.setAttribute('data-all-slides','')}if(d.readyState==='complete')all();else addEventListener('load',all)` +
  `})(document.currentScript.previousElementSibling,document)`;
