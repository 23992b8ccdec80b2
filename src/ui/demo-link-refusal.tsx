import type { BrandingProblem } from '../embedding/prospect-branding.ts';
import { dismissLinkRefusal } from '../embedding/prospect-branding-store.ts';
import { useLocale, useTranslations } from '../i18n/locale.tsx';
import { brandingProblemText } from './demo-branding-texts.ts';
import { demoSettingsMessages } from './demo-settings-messages.ts';

/** In the demo bar: the branding a link asked for was refused (the look stayed), and why. */
export default function DemoLinkRefusal({ problems }: { problems: readonly BrandingProblem[] }) {
  const texts = useTranslations(demoSettingsMessages);
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
