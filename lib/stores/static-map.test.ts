import { describe, expect, it } from 'vitest';
import { staticMap, tileUrl } from './static-map';

const template = 'https://tile.example/{z}/{x}/{y}.png';
const newYork = { latitude: 40.7546, longitude: -73.9803 };
const boston = { latitude: 42.3484, longitude: -71.0821 };

describe('static map', () => {
  it('has nothing to draw without points', () => {
    expect(staticMap([], template)).toBeNull();
  });

  it('shows one point at the closest zoom, in the middle, on the tile that holds it', () => {
    const map = staticMap([newYork], template)!;
    expect(map.zoom).toBe(15);
    expect(map.markers).toEqual([{ left: 50, top: 50 }]);
    // At zoom 15 Fifth Avenue at 42nd Street lies in tile x 9650, y 12314.
    expect(map.tiles.map((tile) => tile.url)).toContain(tileUrl(template, 15, 9650, 12314));
    for (const tile of map.tiles) {
      expect(tile.left).toBeLessThan(100);
      expect(tile.left + map.tileWidth).toBeGreaterThan(0);
      expect(tile.top).toBeLessThan(100);
      expect(tile.top + map.tileHeight).toBeGreaterThan(0);
    }
  });

  it('zooms out until every point fits inside the padded viewport', () => {
    const map = staticMap([newYork, boston], template)!;
    expect(map.zoom).toBeLessThan(15);
    expect(map.zoom).toBeGreaterThan(4);
    for (const marker of map.markers) {
      expect(marker.left).toBeGreaterThanOrEqual(5);
      expect(marker.left).toBeLessThanOrEqual(95);
      expect(marker.top).toBeGreaterThanOrEqual(5);
      expect(marker.top).toBeLessThanOrEqual(95);
    }
  });

  it('fills every placeholder of the template', () => {
    expect(tileUrl('https://{z}.tiles.example/{z}/{x}/{y}@2x.png', 3, 1, 2)).toBe(
      'https://3.tiles.example/3/1/2@2x.png',
    );
  });
});
