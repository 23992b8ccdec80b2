import { useLocale } from '../../i18n/locale.tsx';
import { useDemoMessages } from '../messages.ts';
import { brandingProblemText } from './problem-texts.ts';
import type { BrandingProblem } from './prospect-branding.ts';
import { dismissLinkRefusal } from './prospect-branding-store.ts';

/** In the demo bar: the branding a link asked for was refused (the look stayed), and why. */
export default function DemoLinkRefusal({ problems }: { problems: readonly BrandingProblem[] }) {
  const texts = useDemoMessages().settings;
  const { locale } = useLocale();
  return (
    <div className="demo-banner__refusal" role="alert">
      <p>{texts.linkRefused}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.field}>{brandingProblemText(problem, texts, locale)}</li>
        ))}
      </ul>
      <button type="button" className="button button--small" onClick={dismissLinkRefusal}>
        {texts.dismiss}
      </button>
    </div>
  );
}
