import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { deviceClassFor, PREVIEW_WIDTH } from '@tessera/core/constants';
import type { DeviceClass } from '@tessera/core/constants';

/**
 * The device class of the app frame, not of the window: in the studio preview the frame is
 * 375 px wide on a desktop screen and must behave like a phone.
 */
export function useDeviceClass(frameRef: RefObject<HTMLElement | null>, isPreview: boolean): DeviceClass {
  const [deviceClass, setDeviceClass] = useState<DeviceClass>(() => deviceClassFor(isPreview ? PREVIEW_WIDTH : window.innerWidth));

  useEffect(() => {
    const frame = frameRef.current;
    if (isPreview || !frame || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setDeviceClass(deviceClassFor(entry.contentRect.width));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef, isPreview]);

  return deviceClass;
}
