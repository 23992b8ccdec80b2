import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { rawCall } from '../../api/raw-call.ts';
import { type MethodEntry, changesData } from './catalogue.ts';
import type { ConsoleFormContext } from './form-parts.tsx';
import { choiceMembersOf, formParamsOf, uiSchemaFor } from './form-ui.ts';
import { type MethodModule, consoleKeys } from './method-module.ts';
import {
  type EditorView,
  type FormData,
  type SwitchProblem,
  includedMembers,
  isFormData,
  keepDraft,
  notOnAField,
  parseJson,
  pretty,
  rawAsForm,
  startingDraft,
} from './request-editor.ts';
import { withoutSecrets } from './secrets.ts';
import { type ConsoleOutcome, checkReply } from './reply-check.ts';
import { validateRequest } from './validation.ts';

export interface WorkbenchOptions {
  entry: MethodEntry;
  module: MethodModule;
  view: EditorView;
  onView: (view: EditorView) => void;
  /** Params from the URL (JSON), if any. */
  initialParams: string | null;
  /** Told what was sent, its secrets left out, so it can be kept in the URL. */
  onSent: (paramsWithoutSecrets: unknown) => void;
}

/**
 * One method's request: its params in the form and as raw JSON, kept in step when the view
 * switches; checked against the schema before sending (the raw view may skip that); sending, and
 * the reply, its result checked against the reply schema as the portal reads it. A call that changes data refreshes every other page's data.
 */
export function useRequestWorkbench({
  entry,
  module,
  view,
  onView,
  initialParams,
  onSent,
}: WorkbenchOptions) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => startingDraft(entry.id, initialParams));
  const [formData, setFormData] = useState<FormData>(initial.object);
  const [rawText, setRawText] = useState(initial.raw);
  const [validateFirst, setValidateFirst] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [switchProblem, setSwitchProblem] = useState<SwitchProblem | null>(null);
  const uiSchema = useMemo(() => uiSchemaFor(module.schema), [module.schema]);
  const choiceMembers = useMemo(() => choiceMembersOf(module.schema), [module.schema]);
  const [included, setIncluded] = useState(() => includedMembers(choiceMembers, initial.object));
  const formContext = useMemo<ConsoleFormContext>(
    () => ({
      included,
      setIncluded: (member, on) =>
        setIncluded((previous) => {
          const next = new Set(previous);
          if (on) next.add(member);
          else next.delete(member);
          return next;
        }),
    }),
    [included],
  );

  const send = useMutation({
    mutationFn: async (params: unknown): Promise<ConsoleOutcome> => {
      const outcome = await rawCall(entry.className, entry.method, params);
      // The reply is shown whether or not its schema could be fetched to check it.
      const check = await checkReply(entry.className, entry.method, outcome).catch(() => null);
      return { ...outcome, check };
    },
    onSuccess: () => {
      if (changesData(entry))
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== consoleKeys.all[0],
        });
    },
  });

  const formParams = formParamsOf(formData, choiceMembers, included);
  const parsedRaw = view === 'raw' ? parseJson(rawText) : null;
  /** The params as they stand, when they are JSON at all. */
  const params: { value: unknown } | undefined =
    view === 'form' ? { value: formParams } : parsedRaw?.ok ? { value: parsedRaw.value } : undefined;

  useEffect(() => {
    keepDraft(entry.id, view === 'raw' ? rawText : pretty(formParams));
  });

  const check = (value: unknown) => validateRequest(module, module.published, value);
  const dispatch = (value: unknown) => {
    send.mutate(value);
    onSent(withoutSecrets(module.published, value));
  };

  return {
    view,
    attempted,
    /** Why the last switch to the form did not happen. */
    switchProblem,
    params,
    send,
    form: {
      data: formData,
      onChange: setFormData,
      uiSchema,
      context: formContext,
      hasFields: Object.keys(isFormData(module.schema.properties) ? module.schema.properties : {}).length > 0,
      /** What the form cannot show beside a field, once sending was tried. */
      issues: view === 'form' && attempted ? check(formParams).filter(notOnAField) : [],
      refused: () => setAttempted(true),
      submit: (data: FormData) => {
        setAttempted(true);
        const value = formParamsOf(data, choiceMembers, included);
        if (check(value).some(notOnAField)) return;
        dispatch(value);
      },
    },
    raw: {
      text: rawText,
      onChange: setRawText,
      /** Why the text is no JSON, once sending was tried. */
      parseError: attempted && parsedRaw && !parsedRaw.ok ? parsedRaw.error : null,
      issues: view === 'raw' && attempted && parsedRaw?.ok && validateFirst ? check(parsedRaw.value) : [],
      validateFirst,
      setValidateFirst,
      submit: () => {
        setAttempted(true);
        const parsed = parseJson(rawText);
        if (!parsed.ok) return;
        if (validateFirst && check(parsed.value).length > 0) return;
        dispatch(parsed.value);
      },
    },
    showForm: () => {
      const parsed = rawAsForm(rawText);
      if (!parsed.ok) return setSwitchProblem(parsed.problem);
      setSwitchProblem(null);
      setFormData(parsed.data);
      setIncluded(includedMembers(choiceMembers, parsed.data));
      onView('form');
    },
    showRaw: () => {
      setSwitchProblem(null);
      setRawText(pretty(formParams));
      onView('raw');
    },
  };
}

export type Workbench = ReturnType<typeof useRequestWorkbench>;
