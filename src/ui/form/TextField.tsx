import { controlField } from './FieldFrame';

/**
 * A labelled input, a text one unless told, with its Persian error message tied
 * to it for screen readers.
 */
export const TextField = controlField('input', { type: 'text' });
