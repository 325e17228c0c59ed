/**
 * What Puck (and dnd-kit under it) expects from a browser that jsdom does not have. Import this
 * before anything that imports `@puckeditor/core`: dnd-kit touches ResizeObserver when loaded.
 */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = NoopResizeObserver as unknown as typeof ResizeObserver;
}

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// jsdom lays nothing out, so every box is 0×0 and Puck's canvas zoom (frame width / 375) becomes 0,
// then NaN in its overlay positions. A desktop-sized box for unlaid elements keeps the numbers finite.
const realRect = Element.prototype.getBoundingClientRect;
Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
  const rect = realRect.call(this);
  if (rect.width > 0 || rect.height > 0) return rect;
  return { x: 0, y: 0, top: 0, left: 0, right: 1024, bottom: 768, width: 1024, height: 768, toJSON: () => ({}) } as DOMRect;
};
