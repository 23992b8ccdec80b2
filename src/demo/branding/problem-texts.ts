import type { DemoMessages } from '../messages.ts';
import { type BrandingProblem, MAX_LOGO_BYTES, MAX_NAME_LENGTH } from './prospect-branding.ts';

export const LOGO_KIB = MAX_LOGO_BYTES / 1024;

/** What is wrong with a branding value, in the person's language (`locale` formats the ratio). */
export function brandingProblemText(
  problem: BrandingProblem,
  texts: DemoMessages['settings'],
  locale: string,
): string {
  const words = texts.problems;
  switch (problem.reason) {
    case 'too-long':
      return words.nameTooLong(MAX_NAME_LENGTH);
    case 'format':
      return words.colorFormat;
    case 'contrast':
      return words.colorContrast(problem.ratio.toLocaleString(locale, { maximumFractionDigits: 2 }));
    case 'type':
      return words.logoType;
    case 'size':
      return words.logoSize(LOGO_KIB);
    case 'unreadable':
      return words.logoUnreadable;
  }
}
