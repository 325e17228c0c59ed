/** Issue 19's pages of the demo: home, a program, the page of every block, a locked page. */
export const FIRST_PAINT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'program', path: '/programs/strength-foundations' },
  { name: 'blocks', path: '/explore' },
  { name: 'locked', path: '/benefits/premium-masterclass' },
];
