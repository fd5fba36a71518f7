import type { Page } from '@playwright/test';

/** The header's search box. */
export const searchBox = (page: Page) => page.getByRole('banner').getByLabel('جستجو در محصولات');

/** The list of suggestions under it. */
export const suggestionList = (page: Page) =>
  page.getByRole('listbox', { name: 'پیشنهادهای جستجو' });

/** The suggested products. */
export const productOptions = (page: Page) =>
  suggestionList(page).getByRole('group', { name: 'محصولات' }).getByRole('option');
