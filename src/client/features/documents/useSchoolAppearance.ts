// The school's published appearance (name, logo, main colour) as the previews show it: the
// signed-in tenant's published document (/appearanceConfig), read like the login page and the
// header read it (usePublishedContent); a school with no name of its own is called by the
// project's name (/config.json), as the login page calls it. A preview then shows the school as
// the page it previews does, not the console's default name.
import { useMemo } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { useRuntimeConfig } from '../../lib/config';
import { selectTenantId } from '../session';
import { AppearanceContent, appearanceOf, usePublishedContent } from '../published';

/** the published appearance, its name fallen back to the project's (null until read) */
export function schoolAppearanceOf(published: Record<string, unknown> | null, projectName: string): AppearanceContent | null {
  if (!published && !projectName.trim()) return null;
  const appearance = appearanceOf(published);
  return { ...appearance, platformName: appearance.platformName || projectName.trim() };
}

export function useSchoolAppearance(): AppearanceContent | null {
  const { baseURL, projectName } = useRuntimeConfig();
  const published = usePublishedContent(baseURL, useAppSelector(selectTenantId), 'appearance');
  return useMemo(() => schoolAppearanceOf(published, projectName), [published, projectName]);
}
