import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@tessera/core/blocks/map';
import type { BlockDefinition } from '../field-spec';

export const mapDefinition: BlockDefinition<'map_block'> = {
  label: 'blocks.map.name',
  category: 'content',
  fields: {
    title: { kind: 'text', label: 'blocks.map.title' },
    address: { kind: 'textarea', label: 'blocks.map.address' },
    latitude: { kind: 'number', label: 'blocks.map.latitude', min: -90, max: 90, step: 0.0001 },
    longitude: { kind: 'number', label: 'blocks.map.longitude', min: -180, max: 180, step: 0.0001 },
    zoom: {
      kind: 'number',
      label: 'blocks.map.zoom',
      min: MAP_ZOOM_MIN,
      max: MAP_ZOOM_MAX,
      step: 1,
    },
  },
};
