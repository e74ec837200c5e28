// The service-card designer's calls (/cardsConfigNew, document 002 §7 serviceCardConfig/*,
// cardcolumnconfig/*, platformCardServiceConfig/*) and their wire shapes. All POST; the tenant is
// the session's. serviceCardConfig/list is ours (the documents name no list of the cards).
import type { ColumnLinks } from './columnLinks';
import type { HandleRule } from './handleRules';
import type { DataSource, RequestParam, ReturnParam, SourceApi } from './sources';

const CARD = '/api/blade-platform/serviceCardConfig';
const COLUMN = '/api/blade-platform/cardcolumnconfig';
const SERVICE = '/api/blade-platform/platformCardServiceConfig';

export const CARD_PATHS = {
  list: `${CARD}/list`,
  getTempId: `${CARD}/getTempId`,
  saveCardConfig: `${CARD}/saveCardConfig`,
  updateCardStatus: `${CARD}/updateCardStatus`,
  cardConfigDetail: `${CARD}/cardConfigDetail`,
  delCardConfig: `${CARD}/delCardConfig`,
  getAssociationCard: `${CARD}/getAssociationCard`,
  getAssociationCardConfig: `${CARD}/getAssociationCardConfig`,
  preview: `${CARD}/preview`,
  columnList: `${COLUMN}/list`,
  columnDetail: `${COLUMN}/detail`,
  columnSubmit: `${COLUMN}/submit`,
  columnRemove: `${COLUMN}/remove`,
  getCardColumnDropDown: `${COLUMN}/getCardColumnDropDown`,
  checkConfig: `${COLUMN}/checkConfig`,
  getCardDetailById: `${COLUMN}/getCardDetailById`,
  saveHandleRule: `${COLUMN}/saveHandleRule`,
  adjustOrder: `${COLUMN}/adjustOrder`,
  getDataSourceList: `${COLUMN}/getDataSourceList`,
  getApiList: `${COLUMN}/getApiList`,
  getApiDetail: `${COLUMN}/getApiDetail`,
  getRequestParamByDataSource: `${COLUMN}/getRequestParamByDataSource`,
  getReturnParamByDataSource: `${COLUMN}/getReturnParamByDataSource`,
  // a column's ties (src/shared/serviceCards/columnLinks.ts)
  getRoleListClass: `${COLUMN}/getRoleListClass`,
  getFlowType: `${COLUMN}/getFlowType`,
  getBusTypeName: `${COLUMN}/getBusTypeName`,
  getParamTypeList: `${COLUMN}/getParamTypeList`,
  getServiceList: `${COLUMN}/getServiceList`,
  teacherDropList: `${COLUMN}/teacher/dropList`,
  associationSubmit: `${SERVICE}/submit`,
  queryServiceCardConfigDetail: `${SERVICE}/queryServiceCardConfigDetail`,
} as const;

export const CARD_STATUSES = ['draft', 'enabled', 'disabled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const CARD_NAME_MAX = 30;
export const CARD_REMARK_MAX = 200;
export const COLUMN_LABEL_MAX = 20;
export const MAX_COLUMNS = 12;
export const MAX_ASSOCIATIONS = 20;

/** a card in the list (and the association pickers) */
export interface CardSummary {
  id: number;
  name: string;
  status: CardStatus;
  dataSource: string | null;
  apiKey: string | null;
  columnCount: number;
  updatedAt: string;
}

export interface CardColumn extends ColumnLinks {
  id: number;
  cardId: number;
  label: string;
  fieldKey: string;
  handleRule: HandleRule;
  ruleArg: string | null;
  sort: number;
  /** the owner's name (ownerId's teacher), for the picker to show */
  ownerName: string | null;
}

export type RequestValues = Record<string, string | number | null>;

/** cardcolumnconfig/getCardDetailById: the card's own settings, without columns or associations */
export interface CardRow extends CardSummary {
  requestParams: RequestValues;
  remark: string | null;
}

/** serviceCardConfig/cardConfigDetail: the card, its request values, columns and associations */
export interface CardDetail extends CardRow {
  columns: CardColumn[];
  associatedIds: number[];
}

/** serviceCardConfig/saveCardConfig's body (an id: the card, kept as a draft until enabled) */
export interface SaveCardBody {
  id: number;
  name: string;
  dataSource: string | null;
  apiKey: string | null;
  requestParams: RequestValues;
  remark?: string | null;
}

/** cardcolumnconfig/submit's body: no id adds a column at the end; a tie left out keeps its value
 *  (a new column: none) */
export interface ColumnSubmitBody extends Partial<ColumnLinks> {
  id?: number;
  cardId: number;
  label: string;
  fieldKey: string;
  handleRule: HandleRule;
  ruleArg: string | null;
}

/** cardcolumnconfig/getCardColumnDropDown: the return params of the card's API, each used or not */
export interface ColumnOption extends ReturnParam {
  used: boolean;
}

/** cardcolumnconfig/checkConfig: what keeps the card from being enabled (i18n messages, localized) */
export interface ConfigCheck {
  ok: boolean;
  problems: string[];
}

/** serviceCardConfig/preview: the card as the apps show it, filled from the data source */
export interface CardPreview {
  cardId: number;
  name: string;
  status: CardStatus;
  columns: { id: number; label: string; fieldKey: string }[];
  /** each row's cells in the columns' order, the handle rules applied */
  rows: string[][];
}

export type { DataSource, RequestParam, ReturnParam, SourceApi, HandleRule };
