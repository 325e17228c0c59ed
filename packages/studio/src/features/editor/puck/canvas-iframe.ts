import type { IframeConfig } from '@puckeditor/core';

/**
 * The canvas renders in Puck's same-origin iframe, so the 375 px width works like a phone's
 * (container and media queries). Tests in jsdom, which cannot lay out an iframe, mock this module.
 */
export const canvasIframe: IframeConfig = { enabled: true, waitForStyles: true };
