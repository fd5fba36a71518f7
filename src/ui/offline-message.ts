/**
 * What an action that needs the connection says while the device is offline
 * (docs/decisions/0090): a change to the cart or the favourites, a form. One
 * text for all of them: nothing was sent, nothing changed, every field keeps
 * its text. Its own module, so that the stores and forms that say it carry
 * only this.
 */
export const OFFLINE_MESSAGE = 'برای این کار به اینترنت نیاز است؛ چیزی از دست نرفته است.';
