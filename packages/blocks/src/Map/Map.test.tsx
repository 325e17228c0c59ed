import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import MapBlock from './index';
import { osmEmbedUrl, osmLink } from './osm';

const props = (input: object) => blockSchemas.map_block.parse(input);

describe('Map', () => {
  it('embeds OpenStreetMap at the point and links out to it', () => {
    render(
      withBlockContext(
        <MapBlock
          id="m"
          page={page}
          props={props({
            title: 'Studio',
            address: 'Karl Johans gate 1, Oslo',
            latitude: 59.9111,
            longitude: 10.7503,
            zoom: 16,
          })}
        />,
      ),
    );
    const frame = screen.getByTitle('Map of Studio');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    expect(frame.getAttribute('src')).toContain('marker=59.9111%2C10.7503');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Karl Johans gate 1, Oslo').closest('address')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Open in Maps (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=59.9111&mlon=10.7503#map=16/59.9111/10.7503',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('searches for the address when there are no coordinates, without a map', () => {
    const { container } = render(
      withBlockContext(
        <MapBlock id="m" page={page} props={props({ address: '1 Main St & Co' })} />,
      ),
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=1%20Main%20St%20%26%20Co',
    );
  });

  it('renders nothing without a place', () => {
    const { container } = render(
      withBlockContext(<MapBlock id="m" page={page} props={props({ title: 'Where' })} />),
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('osm addresses', () => {
  it('sizes the embed box from the zoom: half the width at each step in', () => {
    const width = (url: string) => {
      const [west, , east] = new URL(url).searchParams.get('bbox')!.split(',').map(Number);
      return east! - west!;
    };
    const at15 = width(osmEmbedUrl(0, 0, 15));
    expect(width(osmEmbedUrl(0, 0, 16))).toBeCloseTo(at15 / 2, 4);
    expect(at15).toBeCloseTo((360 / (256 * 2 ** 15)) * 375, 4);
  });

  it('keeps the box inside the world', () => {
    const box = new URL(osmEmbedUrl(84.9, 179.99, 1)).searchParams
      .get('bbox')!
      .split(',')
      .map(Number);
    expect(box[2]).toBeLessThanOrEqual(180);
    expect(box[3]).toBeLessThanOrEqual(85);
  });

  it('links a point with a marker', () => {
    expect(osmLink({ latitude: 1.5, longitude: -2, zoom: 12, address: '' })).toBe(
      'https://www.openstreetmap.org/?mlat=1.5&mlon=-2#map=12/1.5/-2',
    );
  });
});
