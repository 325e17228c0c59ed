import type { StoredBlock } from '@tessera/core/entities/page';
import { demoImage } from './images';

const image = demoImage;

/** Three days from seeding at 18:00 UTC: the demo's live class is always upcoming, with its countdown. */
function nextLiveClass(now: Date): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 18, 0, 0));
  return start.toISOString();
}

// A small self-contained widget for the code block, run in the block's sandboxed frame. The
// breathing animation is pure CSS; the script only adds a pause button, so the widget still works
// where the frame's scripts are blocked.
const BREATHING_HTML = `<main class="wrap">
  <div class="circle" aria-hidden="true"></div>
  <p class="label">Breathe in as the circle grows, out as it shrinks.</p>
</main>`;
const BREATHING_CSS = `body { background: #f7f8f9; color: #384250; }
.wrap { display: grid; place-items: center; gap: 12px; padding: 24px 16px; box-sizing: border-box; text-align: center; }
.circle { width: 96px; height: 96px; border-radius: 50%; background: radial-gradient(circle at 30% 30%, #8f5cff, #5c29d3); animation: breathe 8s ease-in-out infinite; }
.paused .circle { animation-play-state: paused; }
@keyframes breathe { 0%, 100% { transform: scale(0.6); } 50% { transform: scale(1); } }
.label { margin: 0; font-weight: 600; }
button { min-height: 40px; padding: 8px 16px; border: 0; border-radius: 12px; background: #5c29d3; color: #fff; font: inherit; font-weight: 600; }
@media (prefers-reduced-motion: reduce) { .circle { animation: none; transform: scale(0.8); } }`;
const BREATHING_JS = `const wrap = document.querySelector('.wrap');
const button = document.createElement('button');
button.type = 'button';
button.textContent = 'Pause';
button.addEventListener('click', () => {
  const paused = wrap.classList.toggle('paused');
  button.textContent = paused ? 'Resume' : 'Pause';
});
wrap.append(button);`;

/**
 * One realistic instance of each block of set B (livestream, composed, form submission, search,
 * code, social, member directory), for the demo app's showcase page.
 */
export function showcaseBlocksB(now: Date = new Date()): StoredBlock[] {
  return [
    {
      id: 'showcase-b-livestream',
      type: 'livestream_block',
      props: {
        title: 'Live: Sunday mobility class',
        starts_at: nextLiveClass(now),
        // Big Buck Bunny, published by the Blender Foundation on YouTube.
        video: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', thumbnail: image('live'), duration_seconds: null },
      },
    },
    {
      id: 'showcase-b-composed',
      type: 'composed_block',
      props: {
        layout: 'columns',
        gap: 'medium',
        blocks: [
          { id: 'showcase-b-composed-image', type: 'image_block', props: { image: image('community'), alt: 'Members training together in the park', ratio: 66 } },
          {
            id: 'showcase-b-composed-text',
            type: 'text_block',
            props: {
              content:
                '<h3>Train together</h3><p>Every Saturday at 9:00 the community meets at the park gates. All levels welcome: bring water and a friend.</p>',
            },
          },
        ],
      },
    },
    {
      id: 'showcase-b-form-submission',
      type: 'form_submission_block',
      props: { title: 'Your weekly check-ins', form_id: 'weekly-check-in' },
    },
    {
      id: 'showcase-b-search',
      type: 'search_block',
      props: { placeholder: 'Search articles', content_type: 'article', limit: 5 },
    },
    {
      id: 'showcase-b-code',
      type: 'code_block',
      props: { title: 'Breathing timer', html: BREATHING_HTML, css: BREATHING_CSS, js: BREATHING_JS, height: 240, ratio: null, auto_height: true },
    },
    {
      id: 'showcase-b-social',
      type: 'social_block',
      props: {
        title: 'Follow Peak',
        align: 'center',
        links: [
          { network: 'instagram', url: 'https://www.instagram.com/peak.example' },
          { network: 'youtube', url: 'https://www.youtube.com/@peak.example' },
          { network: 'tiktok', url: 'https://www.tiktok.com/@peak.example' },
          { network: 'website', url: 'https://peak.example.com' },
          { network: 'email', url: 'hello@peak.example.com' },
        ],
      },
    },
    {
      id: 'showcase-b-member-directory',
      type: 'member_directory_block',
      props: { title: 'Meet the community', limit: 12, layout: 'grid' },
    },
  ];
}
