import type { ContentRetired } from '../schema/content.ts';

const URL_PREFIX: Record<ContentRetired['kind'], string> = { quote: '/quotes/', author: '/authors/' };

/**
 * Why a retired quote or author's path answers 404, and where to look instead:
 * `The quote "x" was retired on 2026-11-22: Misattributed. See /quotes/y.`
 */
export const retiredMessage = ({ kind, path, retired, reason, replaced_by }: ContentRetired): string => {
  const sentence = /[.!?]$/.test(reason) ? reason : `${reason}.`;
  const see = replaced_by === undefined ? '' : ` See ${URL_PREFIX[kind]}${replaced_by}.`;
  return `The ${kind} "${path}" was retired on ${retired}: ${sentence}${see}`;
};
