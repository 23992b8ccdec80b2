import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { PublishedSchema } from './schema-refs.ts';
import type { RawValidator } from './validation.ts';

export interface GeneratedForm {
  schema: RJSFSchema;
  validators: ValidatorFunctions;
}

/** What the console knows of one method: its form schema, its validators and its published request schema. */
export interface MethodModule extends GeneratedForm {
  validator: RawValidator;
  published: PublishedSchema;
}

export const consoleKeys = {
  all: ['console'] as const,
  method: (id: string) => [...consoleKeys.all, 'method', id] as const,
  schemaFile: (path: string) => [...consoleKeys.all, 'schema-file', path] as const,
};
