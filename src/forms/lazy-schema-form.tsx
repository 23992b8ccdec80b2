import { type ComponentType, Suspense, lazy } from 'react';
import { useTranslations } from '../i18n/locale.tsx';
import { formMessages } from './messages.ts';
import type { SchemaFormProps } from './schema-form.tsx';

const LoadedSchemaForm = lazy(() =>
  import('./schema-form.tsx').then((module) => ({
    default: module.SchemaForm as ComponentType<SchemaFormProps<unknown>>,
  })),
);

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
