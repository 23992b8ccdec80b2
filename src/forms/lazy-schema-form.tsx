import { type ComponentType, useSyncExternalStore } from 'react';
import { useTranslations } from '../i18n/locale.tsx';
import { formMessages } from './messages.ts';
import type * as SchemaFormModule from './schema-form.tsx';
import type { SchemaFormProps } from './schema-form.tsx';

type LoadedForm = ComponentType<SchemaFormProps<unknown>>;

let loading: Promise<typeof SchemaFormModule> | undefined;
let loaded: LoadedForm | undefined;
const listeners = new Set<() => void>();

/** The form's code, fetched once; a failed fetch is tried again next time. */
function loadSchemaForm() {
  loading ??= import('./schema-form.tsx').then(
    (module) => {
      loaded = module.SchemaForm as LoadedForm;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Route loaders of pages that open with a form call this, so the page appears with its form
 * instead of a placeholder that the form then pushes down.
 */
export const preloadSchemaForm = (): Promise<unknown> => loadSchemaForm();

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadSchemaForm().catch(() => undefined);
  return () => listeners.delete(listener);
}

/**
 * The schema form, loaded on first use: RJSF is the biggest part of the portal, and several pages
 * share this one chunk instead of each carrying a copy. Once loaded it renders at once (React.lazy
 * would show its placeholder for a moment on every first mount, and the form would push the page
 * down when it replaced it).
 */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const messages = useTranslations(formMessages);
  const Form = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  if (!Form) return <p role="status">{messages.loadingForm}</p>;
  // eslint-disable-next-line react-hooks/static-components -- the module's one component, the same on every render
  return <Form {...(props as SchemaFormProps<unknown>)} />;
}
