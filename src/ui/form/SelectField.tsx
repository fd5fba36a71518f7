import { controlField } from './FieldFrame';

/**
 * A labelled select with its Persian error message tied to it for screen
 * readers (TextField's sibling).
 */
export const SelectField = controlField('select');
