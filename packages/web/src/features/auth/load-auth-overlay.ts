/**
 * The #auth overlay is its own chunk. One loader for both the overlay and the buttons that warm
 * it on hover, focus or touch, so the sheet opens without waiting for the network.
 */
export const loadAuthOverlay = () => import('./AuthOverlay');
