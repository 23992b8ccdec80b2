import type { Messages } from '../i18n/messages.ts';

export type FormMessages = Messages['forms'];

/**
 * The schema form kit's texts, for `useTranslations`: part of the shared texts (src/i18n), so they
 * are there, in the language in use, wherever a form draws, also on a page the server drew beforehand.
 */
export const formMessages = (messages: Messages): FormMessages => messages.forms;
