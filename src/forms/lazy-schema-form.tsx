import { type ComponentType, Suspense, lazy } from 'react';
import { useTranslations } from '../i18n/locale.tsx';
import { formMessages } from './messages.ts';
import type * as SchemaFormModule from './schema-form.tsx';
import type { SchemaFormProps } from './schema-form.tsx';

let loading: Promise<typeof SchemaFormModule> | undefined;

/** The form's code, fetched once; a failed fetch is tried again next time. */
function loadSchemaForm() {
  loading ??= import('./schema-form.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Route loaders of pages that open with a form call this, so the page appears with its form
 * instead of a placeholder that the form then pushes down.
 */
export const preloadSchemaForm = (): Promise<unknown> => loadSchemaForm();

const LoadedSchemaForm = lazy(async () => ({
  default: (await loadSchemaForm()).SchemaForm as ComponentType<SchemaFormProps<unknown>>,
}));

/**
 * The schema form, loaded on first use: RJSF is the biggest part of the portal, and several pages
 * share this one chunk instead of each carrying a copy.
 */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const messages = useTranslations(formMessages);
  return (
    <Suspense fallback={<p role="status">{messages.loadingForm}</p>}>
      <LoadedSchemaForm {...(props as SchemaFormProps<unknown>)} />
    </Suspense>
  );
}
