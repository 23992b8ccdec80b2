import { queryOptions } from '@tanstack/react-query';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { type MethodEntry, formFolderOf } from './catalogue.ts';
import { loadPublishedBundle } from './schema-files.ts';
import type { PublishedSchema } from './schema-refs.ts';
import type { RawValidator } from './validation.ts';

interface GeneratedForm {
  schema: RJSFSchema;
  validators: ValidatorFunctions;
}

/** One chunk per method: its form schema and the validators precompiled from it. */
const formLoaders = import.meta.glob<GeneratedForm>('../../contract/forms/**/*.gen.js');

export interface MethodModule extends GeneratedForm {
  validator: RawValidator;
  published: PublishedSchema;
}

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

export const consoleKeys = {
  all: ['console'] as const,
  method: (id: string) => [...consoleKeys.all, 'method', id] as const,
  schemaFile: (path: string) => [...consoleKeys.all, 'schema-file', path] as const,
};

export const methodModuleQueryOptions = (entry: MethodEntry) =>
  queryOptions({
    queryKey: consoleKeys.method(entry.id),
    queryFn: () => loadMethod(entry),
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
    retry: false,
  });
