/**
 * The one rule a new password meets, at registration and at recovery; its own
 * module so that the recovery page loads it without the registration checks.
 */
export const MIN_PASSWORD_LENGTH = 6;
