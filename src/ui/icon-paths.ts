/**
 * The line icons of the shop (24×24, drawn by src/ui/Icon.tsx), one export each, so that a
 * client component's bundle holds only the paths it draws.
 */
export const cart =
  'M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2M10 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm7 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z';
export const heart = 'M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9Z';
export const user = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0';
export const search = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4 4';
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const phone =
  'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z';
export const mail = 'M4 6h16v12H4zM4 7l8 6 8-6';
export const pin =
  'M12 21s-6-5.3-6-10a6 6 0 0 1 12 0c0 4.7-6 10-6 10Zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z';
export const close = 'M6 6l12 12M18 6 6 18';
export const check = 'm5 12.5 4.5 4.5L19 7';
export const tools =
  'M14.7 6.3a4 4 0 0 0-5.4 5.1L4 16.7 7.3 20l5.3-5.3a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.2-.5-.5-2.2 2.5-2.5Z';
export const share =
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4';
