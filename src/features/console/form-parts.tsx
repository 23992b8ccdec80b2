/**
 * Parts the generic console form needs beyond the shared templates: arrays with labelled add and
 * remove buttons, and a member with real alternatives (`oneOf`, e.g. set_profile's totp) that is
 * sent only when the person asks for it. RJSF fills such a member with the first alternative's
 * `const` values by default; without this a profile update would quietly start a TOTP enrolment.
 */
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldProps,
  RJSFSchema,
} from '@rjsf/utils';
import { useId } from 'react';
import { useConsoleMessages } from './messages.ts';

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ConsoleFormContext {
  included: ReadonlySet<string>;
  setIncluded: (member: string, included: boolean) => void;
}

export function ArrayTemplate(props: ArrayFieldTemplateProps) {
  const text = useConsoleMessages();
  return (
    <fieldset className="schema-form__fieldset console-array">
      <legend>{props.title}</legend>
      {props.items.length === 0 ? <p className="field__help">{text.noItems}</p> : props.items}
      {props.canAdd ? (
        <div>
          <button
            type="button"
            className="button button--small"
            onClick={props.onAddClick}
            disabled={props.disabled || props.readonly}
          >
            {text.addItem(props.title)}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

export function ArrayItemTemplate(props: ArrayFieldItemTemplateProps) {
  const text = useConsoleMessages();
  const parentTitle = String(props.parentUiSchema?.['ui:title'] ?? '');
  const { hasRemove, onRemoveItem, disabled, readonly } = props.buttonsProps;
  return (
    <div className="console-array__item">
      <div className="console-array__content">{props.children}</div>
      {hasRemove ? (
        <button
          type="button"
          className="button button--small"
          onClick={onRemoveItem}
          disabled={disabled || readonly}
          aria-label={text.removeItemLabel(parentTitle, props.index + 1)}
        >
          {text.removeItem}
        </button>
      ) : null}
    </div>
  );
}

const branchesOf = (schema: RJSFSchema): Node[] =>
  Array.isArray(schema.oneOf) ? schema.oneOf.filter(isObject) : [];

/** The `const` members of an alternative: what a new value of that alternative starts with. */
export function constantsOf(branch: Node): Node {
  const properties = isObject(branch.properties) ? branch.properties : {};
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, member]) => isObject(member) && 'const' in member)
      .map(([name, member]) => [name, (member as Node).const]),
  );
}

export function branchIndexOf(branches: Node[], value: unknown): number {
  if (!isObject(value)) return 0;
  const index = branches.findIndex((branch) =>
    Object.entries(constantsOf(branch)).every(([name, constant]) => value[name] === constant),
  );
  return Math.max(0, index);
}

export function branchLabel(branch: Node, index: number): string {
  return typeof branch.description === 'string'
    ? branch.description
    : typeof branch.title === 'string'
      ? branch.title
      : String(index + 1);
}

export function ChoiceField(props: FieldProps) {
  const text = useConsoleMessages();
  const id = useId();
  const context = props.registry.formContext as ConsoleFormContext;
  const branches = branchesOf(props.schema);
  const included = context.included.has(props.name);
  const selected = branchIndexOf(branches, props.formData);
  const branch = branches[selected];
  const { SchemaField } = props.registry.fields;
  const uiSchema = props.uiSchema as Node | undefined;
  const branchUi = Array.isArray(uiSchema?.oneOf)
    ? (uiSchema.oneOf[selected] as Node | undefined)
    : undefined;
  return (
    <fieldset className="schema-form__fieldset console-choice">
      <legend>{props.name}</legend>
      <div className="console-raw__check">
        <input
          id={`${id}-include`}
          type="checkbox"
          checked={included}
          onChange={(event) => {
            context.setIncluded(props.name, event.target.checked);
            if (event.target.checked && !isObject(props.formData))
              props.onChange(branches[0] ? constantsOf(branches[0]) : {}, props.fieldPathId.path);
          }}
        />
        <label htmlFor={`${id}-include`}>{text.include(props.name)}</label>
      </div>
      {included && branch && SchemaField ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-variant`}>{text.variant}</label>
            <select
              id={`${id}-variant`}
              value={selected}
              onChange={(event) => {
                const next = branches[Number(event.target.value)];
                if (next) props.onChange(constantsOf(next), props.fieldPathId.path);
              }}
            >
              {branches.map((option, index) => (
                <option key={index} value={index}>
                  {branchLabel(option, index)}
                </option>
              ))}
            </select>
          </div>
          <SchemaField
            name={props.name}
            schema={branch as RJSFSchema}
            uiSchema={{ ...branchUi, 'ui:label': false }}
            formData={props.formData}
            errorSchema={props.errorSchema}
            fieldPathId={props.fieldPathId}
            onChange={props.onChange}
            onBlur={props.onBlur}
            onFocus={props.onFocus}
            registry={props.registry}
            disabled={props.disabled}
            readonly={props.readonly}
          />
        </>
      ) : null}
    </fieldset>
  );
}
