const OSM = 'https://www.openstreetmap.org';
/** Web Mercator stops at about ±85°; OpenStreetMap refuses boxes beyond it. */
const MAX_LATITUDE = 85;
/** The embed is about a phone's width (375 px) and 240 px tall; the box is sized to match. */
const VIEW_WIDTH_PX = 375;
const VIEW_HEIGHT_PX = 240;
const TILE_PX = 256;

const fixed = (value: number) => value.toFixed(5).replace(/\.?0+$/, '');
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The openstreetmap.org page for a point (with a marker), or a search for an address. */
export function osmLink({
  latitude,
  longitude,
  zoom,
  address,
}: {
  latitude: number | null;
  longitude: number | null;
  zoom: number;
  address: string;
}): string {
  if (latitude !== null && longitude !== null) {
    const lat = fixed(latitude);
    const lon = fixed(longitude);
    return `${OSM}/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
  }
  return `${OSM}/search?query=${encodeURIComponent(address)}`;
}

/**
 * OpenStreetMap's embeddable map (no key) centred on a point with a marker. The embed takes a
 * bounding box rather than a zoom, so the box is the area a map of the embed's size shows at that
 * zoom: 360° spread over 256 × 2^zoom pixels across, narrowed by cos(latitude) up and down.
 */
export function osmEmbedUrl(latitude: number, longitude: number, zoom: number): string {
  const degreesPerPixel = 360 / (TILE_PX * 2 ** zoom);
  const halfWidth = (degreesPerPixel * VIEW_WIDTH_PX) / 2;
  const halfHeight =
    ((degreesPerPixel * VIEW_HEIGHT_PX) / 2) * Math.cos((latitude * Math.PI) / 180);
  const bbox = [
    clamp(longitude - halfWidth, -180, 180),
    clamp(latitude - halfHeight, -MAX_LATITUDE, MAX_LATITUDE),
    clamp(longitude + halfWidth, -180, 180),
    clamp(latitude + halfHeight, -MAX_LATITUDE, MAX_LATITUDE),
  ]
    .map(fixed)
    .join(',');
  return `${OSM}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${fixed(latitude)},${fixed(longitude)}`)}`;
}
