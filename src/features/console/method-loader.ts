import { queryOptions } from '@tanstack/react-query';
import { type MethodEntry, formFolderOf } from './catalogue.ts';
import { type GeneratedForm, type MethodModule, consoleKeys } from './method-module.ts';
import { loadPublishedBundle } from './schema-files.ts';

/** One chunk per method: its form schema and the validators precompiled from it. */
const formLoaders = import.meta.glob<GeneratedForm>('../../contract/forms/**/*.gen.js');

async function loadMethod(entry: MethodEntry): Promise<MethodModule> {
  const load = formLoaders[`../../contract/forms/${formFolderOf(entry.className)}/${entry.method}.gen.js`];
  if (!load) throw new Error(`no generated form for ${entry.id}`);
  const [form, { default: createPrecompiledValidator }, bundle] = await Promise.all([
    load(),
    import('@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'),
    loadPublishedBundle(entry.request),
  ]);
  return {
    schema: form.schema,
    validators: form.validators,
    validator: createPrecompiledValidator(form.validators, form.schema),
    published: { bundle, root: entry.request },
  };
}

export const methodModuleQueryOptions = (entry: MethodEntry) =>
  queryOptions({
    queryKey: consoleKeys.method(entry.id),
    queryFn: () => loadMethod(entry),
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
    retry: false,
  });
