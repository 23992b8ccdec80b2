import { useId } from 'react';
import type { ReplyNote } from '../../contract/reply-reading.ts';
import { useMessages } from '../../i18n/locale.tsx';
import { describeKinds } from '../../ui/describe-error.ts';
import { rawValueText } from '../../ui/other-fields.tsx';
import { useConsoleMessages } from './messages.ts';
import { type ReplyCheck, notesByKind } from './reply-check.ts';

/** What the portal read past, by kind, each at its JSON pointer. */
function ReadPast({ notes }: { notes: readonly ReplyNote[] }) {
  const text = useConsoleMessages().check;
  const { members, values, numbersAsText } = notesByKind(notes);
  const groups = [
    { label: text.members, items: members.map((pointer) => ({ pointer, shown: null as string | null })) },
    {
      label: text.values,
      items: values.map(({ pointer, value }) => ({ pointer, shown: rawValueText(value) })),
    },
    { label: text.numbersAsText, items: numbersAsText.map((pointer) => ({ pointer, shown: null })) },
  ].filter((group) => group.items.length > 0);
  return (
    <>
      {groups.map((group) => (
        <div key={group.label} className="console-check__group">
          <p className="console-check__label">{group.label}</p>
          <ul className="console-check__list">
            {group.items.map(({ pointer, shown }) => (
              <li key={pointer}>
                <code>{pointer || '/'}</code>
                {shown === null ? null : (
                  <>
                    {': '}
                    <code className="console-check__value">{shown}</code>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Beside the reply: whether its result matches the schema, what was read past, or where it could not be read. */
export function ReplyCheckView({ check }: { check: ReplyCheck }) {
  const text = useConsoleMessages().check;
  const messages = useMessages();
  const reply = messages.errors.reply;
  const id = useId();
  return (
    <section className="console-check" aria-labelledby={id}>
      <h4 id={id} className="console-check__heading">
        {text.heading}
      </h4>
      {check.kind === 'matches' ? (
        <p className="console-check__matches">{text.matches}</p>
      ) : check.kind === 'read-past' ? (
        <div className="notice notice--info">
          <p>{text.readPast}</p>
          <ReadPast notes={check.notes} />
        </div>
      ) : (
        <div className="notice notice--error notice--reply">
          <p className="notice__summary">{text.unreadable}</p>
          <dl className="notice__facts">
            <div>
              <dt>{reply.place}</dt>
              <dd>
                {check.difference.pointer === '' ? (
                  reply.wholeResult
                ) : (
                  <code>{check.difference.pointer}</code>
                )}
              </dd>
            </div>
            <div>
              <dt>{reply.expected}</dt>
              <dd>{describeKinds(check.difference.expected, messages)}</dd>
            </div>
            <div>
              <dt>{reply.received}</dt>
              <dd>{describeKinds(check.difference.received, messages)}</dd>
            </div>
          </dl>
          {check.notes.length > 0 ? (
            <>
              <p>{text.alsoReadPast}</p>
              <ReadPast notes={check.notes} />
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}
