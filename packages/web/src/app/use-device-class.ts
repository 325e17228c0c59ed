import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { deviceClassFor, PREVIEW_WIDTH, RESIZE_THROTTLE_MS } from '@tessera/core/constants';
import { throttle } from '@tessera/core/throttle';
import type { DeviceClass } from '@tessera/core/constants';
import { isHydrating, SERVER_DEVICE_CLASS } from './ssr/ssr-state';

/**
 * The device class of the app frame, not of the window: in the studio preview the frame is
 * 375 px wide on a desktop screen and must behave like a phone. Resizes are throttled at
 * 100 ms (SPEC §9).
 */
export function useDeviceClass(frameRef: RefObject<HTMLElement | null>, isPreview: boolean): DeviceClass {
  // The server renders for a phone, and hydration starts from what it rendered; the observer
  // below reports the real width right after.
  const [deviceClass, setDeviceClass] = useState<DeviceClass>(() =>
    isPreview ? deviceClassFor(PREVIEW_WIDTH) : typeof window === 'undefined' || isHydrating() ? SERVER_DEVICE_CLASS : deviceClassFor(window.innerWidth),
  );

  useEffect(() => {
    const frame = frameRef.current;
    if (isPreview || !frame || typeof ResizeObserver === 'undefined') return undefined;
    // Dragging a window edge fires many times a second; the layout only needs the width it ends at.
    const update = throttle((width: number) => setDeviceClass(deviceClassFor(width)), RESIZE_THROTTLE_MS);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(frame);
    return () => {
      observer.disconnect();
      update.cancel();
    };
  }, [frameRef, isPreview]);

  return deviceClass;
}
