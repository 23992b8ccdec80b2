import { useTranslations } from '../../i18n/locale.tsx';
import { formMessages } from '../../forms/messages.ts';
import { useConsoleMessages } from './messages.ts';
import type { Issue } from './validation.ts';

export function useIssueText() {
  const text = useConsoleMessages();
  const forms = useTranslations(formMessages);
  return (issue: Issue): string => {
    if (issue.keyword === 'oneOf' && issue.path === '') return text.keywords.oneOf(issue.detail);
    const own =
      issue.keyword === 'additionalProperties' || issue.keyword === 'const' || issue.keyword === 'uniqueItems'
        ? text.keywords[issue.keyword]
        : forms.errors[issue.keyword as keyof typeof forms.errors];
    return own ? `${own} (${issue.detail})` : issue.detail;
  };
}

/** What stops the request from being sent, each with the JSON pointer of its member. */
export function IssueList({
  id,
  issues,
  parseError,
}: {
  id: string;
  issues: Issue[];
  parseError: string | null;
}) {
  const text = useConsoleMessages();
  const describe = useIssueText();
  if (!parseError && issues.length === 0) return null;
  return (
    <div id={id} className="notice notice--error console-issues-notice" role="alert">
      {parseError ? (
        <p className="notice__summary">{text.invalidJson(parseError)}</p>
      ) : (
        <>
          <p className="notice__summary">{text.issuesTitle}</p>
          <ul className="console-issues">
            {issues.map((issue) => (
              <li key={`${issue.path} ${issue.keyword} ${issue.detail}`}>
                <code>
                  {text.params}
                  {issue.path}
                </code>{' '}
                {describe(issue)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
