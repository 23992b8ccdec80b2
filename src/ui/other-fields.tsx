import { unknownMembersOf } from '../contract/reply-reading.ts';
import { useMessages } from '../i18n/locale.tsx';

/** A value the portal does not know the meaning of, as the service sent it: text as text, the rest as JSON. */
export function rawValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The members of a reply's object that its schema does not name ("other fields"), as the service
 * sent them: in a detail panel, after what the portal knows. Nothing when there are none.
 */
export function OtherFields({ of, heading = 'h3' }: { of: unknown; heading?: 'h2' | 'h3' | 'h4' }) {
  const messages = useMessages();
  const members = unknownMembersOf(of);
  if (members.length === 0) return null;
  const Heading = heading;
  const values = of as Record<string, unknown>;
  return (
    <section className="other-fields" aria-label={messages.reading.otherFields}>
      <Heading className="other-fields__heading">{messages.reading.otherFields}</Heading>
      <p>{messages.reading.otherFieldsIntro}</p>
      <dl className="other-fields__list">
        {members.map((member) => (
          <div key={member}>
            <dt>
              <code>{member}</code>
            </dt>
            <dd>
              <code className="other-fields__value">{rawValueText(values[member])}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
