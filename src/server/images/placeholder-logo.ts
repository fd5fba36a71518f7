import 'server-only';

/**
 * The logo of the installed app's icons when the shop has none its header can
 * show (docs/decisions/0090): a shopping bag in the theme's primary colour
 * (SPEC §9), on nothing, so the icon's own background shows round it.
 */
export const PLACEHOLDER_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<path d="M184 168v-24a72 72 0 0 1 144 0v24" fill="none" stroke="#1e88e5" stroke-width="36" stroke-linecap="round"/>
<path d="M88 168h336l-22 262a40 40 0 0 1-40 36H150a40 40 0 0 1-40-36z" fill="#1e88e5"/>
<circle cx="184" cy="236" r="20" fill="#fff"/><circle cx="328" cy="236" r="20" fill="#fff"/>
</svg>`;
