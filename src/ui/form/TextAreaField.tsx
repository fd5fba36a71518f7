import { controlField } from './FieldFrame';

/**
 * A labelled textarea with its Persian error message tied to it for screen
 * readers (TextField's sibling).
 */
export const TextAreaField = controlField('textarea');
