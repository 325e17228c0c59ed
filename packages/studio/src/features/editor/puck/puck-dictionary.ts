import type { Dictionary } from '@puckeditor/core';
import type { TFunction } from 'i18next';

/**
 * Puck's own interface texts in the studio's language. Puck fills `{title}`-style placeholders
 * itself, so the translations keep them in single braces (i18next leaves those alone).
 */
const KEYS = {
  'action-selectparent': 'selectParent',
  'action-duplicate': 'duplicate',
  'action-delete': 'delete',
  'label-page': 'page',
  'label-component': 'block',
  'outline-empty': 'outlineEmpty',
  'outline-header-title': 'outline',
  'outline-header-collapseall': 'collapseAll',
  'outline-item-collapse': 'collapse',
  'outline-item-expand': 'expand',
  'outline-item-duplicate': 'duplicate',
  'outline-item-delete': 'delete',
  'drawer-category-collapse': 'categoryCollapse',
  'drawer-category-expand': 'categoryExpand',
  'drawer-category-other': 'other',
  'canvas-noconfig': 'unknownBlock',
  'field-readonly': 'readOnly',
  'field-arrayitem-summary': 'itemSummary',
  'field-arrayitem-duplicate': 'duplicate',
  'field-arrayitem-delete': 'delete',
  'viewport-zoom-in': 'zoomIn',
  'viewport-zoom-out': 'zoomOut',
  'viewport-zoom-auto': 'zoomAuto',
  'viewport-toggle-menu': 'viewportMenu',
  'viewport-switch': 'viewportSwitch',
  'viewport-switch-default': 'viewportSwitchDefault',
  'plugin-blocks': 'blocks',
  'plugin-outline': 'outline',
  'plugin-fields': 'fields',
  'plugin-components': 'blocks',
  'layout-maximize': 'maximize',
  'layout-minimize': 'minimize',
  'loader-loading': 'loading',
  'header-undo': 'undo',
  'header-redo': 'redo',
} as const;

/** What the block editor edits: Puck names the root (whose blocks these are) after it. */
export type EditedDocument = 'page' | 'overlay';

export function puckDictionary(t: TFunction, edits: EditedDocument = 'page'): Dictionary {
  const keys: Record<string, string> = { ...KEYS, 'label-page': edits };
  return Object.fromEntries(Object.entries(keys).map(([puckKey, ours]) => [puckKey, t(`editor.puck.${ours}`)]));
}
