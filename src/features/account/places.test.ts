import { describe, expect, it } from 'vitest';
import {
  PROVINCES,
  allCitiesCount,
  cityInProvince,
  cityName,
  citiesOf,
  provinceName,
} from './places';

describe('places of Iran', () => {
  it('holds 31 provinces with ids 1 to 31 and 1,119 cities', () => {
    expect(PROVINCES).toHaveLength(31);
    expect(PROVINCES.map((province) => province.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 31 }, (_, index) => index + 1),
    );
    expect(allCitiesCount()).toBe(1119);
  });

  it('filters the cities by province', () => {
    const tehran = citiesOf(8);
    expect(provinceName(8)).toBe('تهران');
    expect(tehran.length).toBeGreaterThan(10);
    expect(tehran.every((city) => city.province_id === 8)).toBe(true);
    expect(tehran.map((city) => city.name)).toContain('تهران');
    expect(citiesOf(null)).toEqual([]);
    expect(citiesOf(99)).toEqual([]);
    const total = PROVINCES.reduce((sum, province) => sum + citiesOf(province.id).length, 0);
    expect(total).toBe(1119);
  });

  it('knows which city lies in which province', () => {
    expect(cityName(301)).toBe('تهران');
    expect(cityInProvince(301, 8)).toBe(true);
    expect(cityInProvince(301, 1)).toBe(false);
  });
});
