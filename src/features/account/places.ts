import cities from '@/data/iran-places/cities.json';
import provinces from '@/data/iran-places/provinces.json';

/**
 * Provinces and cities of Iran from the static data file (GPL-3.0, see
 * src/data/iran-places/README.md), with the ids the backend stores.
 */
export type Province = { id: number; name: string; slug: string; tel_prefix: string };
export type City = { id: number; name: string; slug: string; province_id: number };

export const PROVINCES: readonly Province[] = provinces;
const CITIES: readonly City[] = cities;

const collator = new Intl.Collator('fa');

/** The cities of one province, in Persian alphabetical order. */
export function citiesOf(provinceId: number | null): City[] {
  if (provinceId === null) return [];
  return CITIES.filter((city) => city.province_id === provinceId).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

export function provinceName(id: number): string | null {
  return PROVINCES.find((province) => province.id === id)?.name ?? null;
}

export function cityName(id: number): string | null {
  return CITIES.find((city) => city.id === id)?.name ?? null;
}

/** Whether the city lies in the province. */
export function cityInProvince(cityId: number, provinceId: number): boolean {
  return CITIES.some((city) => city.id === cityId && city.province_id === provinceId);
}

export function allCitiesCount(): number {
  return CITIES.length;
}
