/**
 * A form sent while the device is offline: nothing is sent and every field
 * keeps its text. Its own module: the root layout's offline support shows it
 * for plain forms, without loading the forms' submit flow on every page.
 */
export const FORM_OFFLINE_MESSAGE = 'برای فرستادن به اینترنت نیاز است؛ آنچه نوشته‌اید سر جایش است.';
