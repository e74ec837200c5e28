// Selectors of the service-card designer; until the slice is mounted they read its initial
// state. The bodies of the writes are made here, so the saga and the views read one truth.
import { createSelector } from '@reduxjs/toolkit';
import type { ColumnSubmitBody, RequestValues, SaveCardBody } from '../../../shared/serviceCards/api';
import { initialServiceCardsState, ServiceCardsState } from './state';

type WithCards = { serviceCards?: ServiceCardsState };

export const selectServiceCards = (state: object): ServiceCardsState => (state as WithCards).serviceCards ?? initialServiceCardsState;
export const selectCardList = (state: object) => selectServiceCards(state).list;
export const selectSelectedCardId = (state: object) => selectServiceCards(state).selectedId;
export const selectCardDetail = (state: object) => selectServiceCards(state).detail;
export const selectSelectedCard = (state: object) => selectServiceCards(state).detail.card;
export const selectSettings = (state: object) => selectServiceCards(state).settings;
export const selectSources = (state: object) => selectServiceCards(state).sources;
export const selectApis = (state: object) => selectServiceCards(state).apis;
export const selectApiDetail = (state: object) => selectServiceCards(state).apiDetail;
export const selectColumnOptions = (state: object) => selectServiceCards(state).columnOptions;
export const selectNewColumn = (state: object) => selectServiceCards(state).newColumn;
export const selectPreview = (state: object) => selectServiceCards(state).preview;
export const selectCandidates = (state: object) => selectServiceCards(state).candidates;
export const selectLeadingCards = (state: object) => selectServiceCards(state).leadingCards;
export const selectAssociationDraft = (state: object) => selectServiceCards(state).associationDraft;
export const selectCheck = (state: object) => selectServiceCards(state).check;
export const selectWriting = (state: object) => selectServiceCards(state).writing;
export const selectNotice = (state: object) => selectServiceCards(state).notice;
export const selectRemoveConfirmOpen = (state: object) => selectServiceCards(state).removeConfirmOpen;
export const selectLinkOptions = (state: object) => selectServiceCards(state).linkOptions;
export const selectLinksDraft = (state: object) => selectServiceCards(state).linksDraft;
export const selectTeachers = (state: object) => selectServiceCards(state).teachers;

/** the chosen card's columns in their shown order */
export const selectColumns = createSelector([selectSelectedCard], (card) => card?.columns ?? []);

/** the source and API the settings name, for the catalogue loads */
export const selectCatalogueQuery = createSelector([selectSettings], (s) => ({ dataSource: s?.dataSource ?? null, apiKey: s?.apiKey ?? null }));

/** serviceCardConfig/saveCardConfig's body, numbers typed as the API's params say */
export const selectSaveCardBody = createSelector([selectSelectedCardId, selectSettings, selectApiDetail], (id, s, api): SaveCardBody | null => {
  if (id === null || !s) return null;
  const requestParams: RequestValues = {};
  for (const p of api?.requestParams ?? []) {
    const text = (s.requestParams[p.key] ?? '').trim();
    requestParams[p.key] = text === '' ? null : p.type === 'number' && /^-?\d+$/.test(text) ? Number(text) : text;
  }
  return { id, name: s.name, dataSource: s.dataSource, apiKey: s.apiKey, requestParams, remark: s.remark || null };
});

/** cardcolumnconfig/submit's body for the new column, or null until a field is chosen */
export const selectNewColumnBody = createSelector([selectSelectedCardId, selectNewColumn], (cardId, c): ColumnSubmitBody | null =>
  cardId === null || !c.fieldKey ? null : { cardId, label: c.label, fieldKey: c.fieldKey, handleRule: c.handleRule, ruleArg: c.ruleArg },
);

/** the return params a new column may show: unused ones first */
export const selectFieldChoices = createSelector([selectColumnOptions], (options) => [...options].sort((a, b) => Number(a.used) - Number(b.used)));

/** the other cards to associate, those chosen marked */
export const selectAssociationChoices = createSelector([selectCandidates, selectAssociationDraft], (cards, chosen) =>
  cards.map((c) => ({ id: c.id, name: c.name, status: c.status, chosen: chosen.includes(c.id) })),
);

/** the associations differ from what is stored */
export const selectAssociationsChanged = createSelector(
  [selectSelectedCard, selectAssociationDraft],
  (card, draft) => !!card && JSON.stringify(card.associatedIds) !== JSON.stringify(draft),
);

/** the column ids in their shown order (adjustOrder's body) */
export const selectColumnOrder = createSelector([selectColumns], (columns) => columns.map((c) => c.id));

/** cardcolumnconfig/submit's body for the column whose ties are edited: its own fields with the ties */
export const selectLinksBody = createSelector([selectSelectedCard, selectLinksDraft], (card, draft): ColumnSubmitBody | null => {
  const column = card?.columns.find((c) => c.id === draft?.columnId);
  if (!card || !draft || !column) return null;
  return {
    id: column.id,
    cardId: card.id,
    label: column.label,
    fieldKey: column.fieldKey,
    handleRule: column.handleRule,
    ruleArg: column.ruleArg,
    ...draft.links,
  };
});

/** the roles to pick, each once, with the classes it is offered under (i18n keys) */
export const selectRoleChoices = createSelector([selectLinkOptions], (o) => {
  const byId = new Map<number, { id: number; name: string; classes: string[] }>();
  for (const g of o.roleClasses)
    for (const r of g.roles) {
      const entry = byId.get(r.id) ?? { id: r.id, name: r.name, classes: [] };
      entry.classes.push(`serviceCardsUi.roleClass.${g.roleClass}`);
      byId.set(r.id, entry);
    }
  return [...byId.values()];
});
