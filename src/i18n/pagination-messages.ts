import type { Messages } from './messages.ts';

/**
 * Texts of the page bar under every paged list (src/ui/pagination.tsx), for `useTranslations`:
 * part of the shared texts, so they are there, in the language in use, wherever a page draws.
 */
export const paginationMessages = (messages: Messages) => messages.pagination;
