import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ArrayItemTemplate, ArrayTemplate, ChoiceField } from './form-parts.tsx';

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nestedUi(schema: Node): UiSchema {
  if (Array.isArray(schema.oneOf))
    return {
      'ui:field': ChoiceField,
      'ui:fieldReplacesAnyOrOneOf': true,
      oneOf: schema.oneOf
        .filter(isObject)
        .map((branch) => ({ 'ui:title': '', ...uiSchemaFor(branch as RJSFSchema) })),
    };
  if (isObject(schema.properties)) return uiSchemaFor(schema as RJSFSchema);
  if (schema.type === 'array' && isObject(schema.items)) {
    const items = schema.items;
    return {
      'ui:ArrayFieldTemplate': ArrayTemplate,
      'ui:ArrayFieldItemTemplate': ArrayItemTemplate,
      'ui:orderable': false,
      items: {
        ...(typeof items.description === 'string' ? { 'ui:help': items.description } : {}),
        ...nestedUi(items),
      },
    };
  }
  return {};
}

/** Developers know members by their names: every field is labelled with its member name, its description as help. */
export function uiSchemaFor(schema: RJSFSchema): UiSchema {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.fromEntries(
    Object.entries(properties)
      .filter((entry): entry is [string, Node] => isObject(entry[1]))
      .map(([name, member]) => [
        name,
        {
          'ui:title': name,
          ...(typeof member.description === 'string' ? { 'ui:help': member.description } : {}),
          ...nestedUi(member),
        },
      ]),
  );
}

/** Top-level members with real alternatives: sent only when the person includes them. */
export function choiceMembersOf(schema: RJSFSchema): string[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties)
    .filter(([, member]) => isObject(member) && Array.isArray(member.oneOf))
    .map(([name]) => name);
}

/** What the form holds, as it is sent: no undefined members and no empty nested objects. */
export function pruneFormData(value: unknown, root = true): unknown {
  if (Array.isArray(value)) return value.map((item) => pruneFormData(item, false) ?? null);
  if (!isObject(value)) return value;
  const entries = Object.entries(value)
    .map(([key, member]) => [key, pruneFormData(member, false)] as const)
    .filter(([, member]) => member !== undefined);
  if (entries.length === 0 && !root) return undefined;
  return Object.fromEntries(entries);
}

export function formParamsOf(
  formData: Node,
  choiceMembers: string[],
  included: ReadonlySet<string>,
): unknown {
  const kept = Object.fromEntries(
    Object.entries(formData).filter(([name]) => !choiceMembers.includes(name) || included.has(name)),
  );
  return pruneFormData(kept);
}
