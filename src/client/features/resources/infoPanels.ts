// Read-only panels a resource screen shows above its list, each fed by one of the resource's
// lookups (the lookups are loaded anyway, for the dropdowns). A resource adds a panel with one
// line here; the panel itself is generic (LookupInfoPanel).
export interface InfoPanelDef {
  /** the lookup of the resource definition whose items are listed */
  lookup: string;
  /** i18n key of the panel's heading */
  title: string;
  /** item property shown as each entry's name */
  nameKey: string;
  /** item property shown as each entry's explanation */
  descriptionKey: string;
}

export const INFO_PANELS: Record<string, InfoPanelDef[]> = {
  // The sensitive-word screen shows how each dealing mechanism treats a hit (document 000 §7:
  // the dealing configuration is fetched alongside the words).
  shieldWords: [{ lookup: 'mechanisms', title: 'shieldWord.mechanismInfo', nameKey: 'name', descriptionKey: 'description' }],
};

export const infoPanelsOf = (resourceKey: string): InfoPanelDef[] => INFO_PANELS[resourceKey] ?? [];
