import { describe, expect, it } from 'vitest';
import { distanceMeters } from './geo';

describe('distanceMeters', () => {
  it('is zero at the same place and symmetric', () => {
    const a = { latitude: 22.5485, longitude: 113.9432 };
    expect(distanceMeters(a, a)).toBe(0);
    const b = { latitude: 22.587, longitude: 113.963 };
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
  });

  it('measures a degree of latitude as about 111.2 km and one of longitude at 22.5° N as about 102.7 km', () => {
    expect(distanceMeters({ latitude: 22, longitude: 114 }, { latitude: 23, longitude: 114 })).toBeCloseTo(
      111_195,
      -1,
    );
    expect(
      distanceMeters({ latitude: 22.5, longitude: 113.5 }, { latitude: 22.5, longitude: 114.5 }),
    ).toBeCloseTo(102_730, -2);
  });

  it('tells 450 m from 550 m, the two sides of a 500 m threshold', () => {
    const site = { latitude: 22.5485, longitude: 113.9432 };
    const north = (m: number) => ({ latitude: site.latitude + m / 111_195, longitude: site.longitude });
    expect(distanceMeters(site, north(450))).toBeLessThan(500);
    expect(distanceMeters(site, north(550))).toBeGreaterThan(500);
  });
});
