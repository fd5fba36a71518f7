/** The screens the browser specs look at a page on: a 390 px phone and a desktop. */
export const PHONE = { name: 'phone', width: 390, height: 844 } as const;
export const DESKTOP = { name: 'desktop', width: 1366, height: 900 } as const;
export const VIEWPORTS = [PHONE, DESKTOP] as const;
