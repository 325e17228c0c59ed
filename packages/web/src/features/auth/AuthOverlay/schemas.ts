import { z } from 'zod';
import { FIELD_REQUIRED } from '@tessera/core/messages';
import { emailField, nameField, passwordField, passwordPairSchema } from '@tessera/core/fields';

/**
 * The #auth forms, built from core's fields so the browser and the server refuse the same input
 * with the same words. Signing in checks only that a password was typed: the length rule is for
 * choosing one, and an old password must still be accepted.
 */
export const signInSchema = z.object({ email: emailField, password: z.string().min(1, FIELD_REQUIRED) });
export const signUpSchema = z.object({ name: nameField, email: emailField, password: passwordField });
export const emailSchema = z.object({ email: emailField });
export const newPasswordSchema = passwordPairSchema;
export const finishSetupSchema = z.object({ name: nameField, password: passwordField });
