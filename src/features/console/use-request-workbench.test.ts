import { readFile } from 'node:fs/promises';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as getHousenrs from '../../contract/forms/postcodes/get_housenrs.gen.js';
import * as setProfile from '../../contract/forms/user/set_profile.gen.js';
import { renderHookOnce } from '../../ui/testing/render-hook-once.ts';
import { findMethod } from './catalogue.ts';
import type { MethodModule } from './method-module.ts';
import {
  includedMembers,
  keepDraft,
  notOnAField,
  parseJson,
  rawAsForm,
  startingDraft,
} from './request-editor.ts';
import { type JsonSchema, loadSchemaBundle } from './schema-refs.ts';
import { type WorkbenchOptions, useRequestWorkbench } from './use-request-workbench.ts';

describe('the request editor', () => {
  it('starts from the URL’s params, pretty-printed, else from what was typed for the method', () => {
    expect(startingDraft('test:a', '{"zipcode":"1012AB"}')).toEqual({
      raw: '{\n  "zipcode": "1012AB"\n}',
      object: { zipcode: '1012AB' },
    });
    expect(startingDraft('test:a', null)).toEqual({ raw: '{}', object: {} });
    keepDraft('test:a', '{"housenr": 1');
    expect(startingDraft('test:a', null)).toEqual({ raw: '{"housenr": 1', object: {} });
    expect(startingDraft('test:b', '[1, 2]')).toEqual({ raw: '[\n  1,\n  2\n]', object: {} });
  });

  it('shows raw JSON as the form only when it is an object', () => {
    expect(rawAsForm('{"a": 1}')).toEqual({ ok: true, data: { a: 1 } });
    expect(rawAsForm('[]')).toEqual({ ok: false, problem: { kind: 'not-an-object' } });
    const broken = rawAsForm('{"a": ');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problem.kind).toBe('invalid-json');
    expect(parseJson('null')).toEqual({ ok: true, value: null });
  });

  it('includes a member with alternatives only when the params have it', () => {
    expect([...includedMembers(['totp'], { name: 'x', totp: { action: 'enrol' } })]).toEqual(['totp']);
    expect([...includedMembers(['totp'], { name: 'x' })]).toEqual([]);
  });

  it('lists beside the form only what no field can show', () => {
    expect(notOnAField({ keyword: 'oneOf' })).toBe(true);
    expect(notOnAField({ keyword: 'additionalProperties' })).toBe(true);
    expect(notOnAField({ keyword: 'pattern' })).toBe(false);
  });
});

const readSchema = async (path: string) =>
  JSON.parse(await readFile(new URL(`../../../schemas/${path}`, import.meta.url), 'utf8')) as JsonSchema;

async function moduleFor(form: typeof getHousenrs, request: string): Promise<MethodModule> {
  return {
    schema: form.schema,
    validators: form.validators,
    validator: createPrecompiledValidator(form.validators, form.schema),
    published: { bundle: await loadSchemaBundle(request, readSchema), root: request },
  };
}

async function renderWorkbench(
  methodId: string,
  form: typeof getHousenrs,
  options: Partial<WorkbenchOptions>,
) {
  const entry = findMethod(methodId)!;
  const module = await moduleFor(form, entry.request);
  const withQueries = (children: ReactNode) =>
    createElement(QueryClientProvider, { client: new QueryClient() }, children);
  return renderHookOnce(
    () =>
      useRequestWorkbench({
        entry,
        module,
        view: 'form',
        onView: () => undefined,
        initialParams: null,
        onSent: () => undefined,
        ...options,
      }),
    withQueries,
  );
}

describe('useRequestWorkbench', () => {
  it('opens the form with the URL’s params, ready to copy as curl, nothing flagged before a try', async () => {
    const workbench = await renderWorkbench('postcodes/v1:get_housenrs', getHousenrs, {
      initialParams: '{"zipcode":"0123AB"}',
    });
    expect(workbench.form.data).toEqual({ zipcode: '0123AB' });
    expect(workbench.form.hasFields).toBe(true);
    expect(workbench.params).toEqual({ value: { zipcode: '0123AB' } });
    expect(workbench.form.issues).toEqual([]);
    expect(workbench.switchProblem).toBeNull();
    expect(workbench.send.isPending).toBe(false);
  });

  it('opens the raw view with the text as typed; no params for curl while it is no JSON', async () => {
    const workbench = await renderWorkbench('postcodes/v1:get_housenrs', getHousenrs, {
      view: 'raw',
      initialParams: '{"zipcode": ',
    });
    expect(workbench.raw.text).toBe('{"zipcode": ');
    expect(workbench.params).toBeUndefined();
    expect(workbench.raw.parseError).toBeNull();
    expect(workbench.raw.validateFirst).toBe(true);
  });

  it('sends a member with alternatives only when the params include it', async () => {
    const withTotp = await renderWorkbench('user/v1:set_profile', setProfile, {
      initialParams: '{"name":"Jan","totp":{"action":"enrol"}}',
    });
    expect(withTotp.params).toEqual({ value: { name: 'Jan', totp: { action: 'enrol' } } });
    expect([...withTotp.form.context.included]).toEqual(['totp']);
  });
});
