// Typed calls of the service-card designer (/cardsConfigNew, src/shared/serviceCards/api.ts).
import type { Envelope } from '../../shared/protocol';
import {
  CARD_PATHS,
  CardColumn,
  CardDetail,
  CardPreview,
  CardRow,
  CardStatus,
  CardSummary,
  ColumnOption,
  ColumnSubmitBody,
  ConfigCheck,
  HandleRule,
  RequestParam,
  ReturnParam,
  SaveCardBody,
  SourceApi,
} from '../../shared/serviceCards/api';
import type { BusTypeOption, FlowTypeOption, ParamTypeOption, RoleClassGroup, ServiceOption, TeacherOption } from '../../shared/serviceCards/columnLinks';
import type { Api } from './types';

type Named = { key: string; label: string };
type ApiSummary = Named & { description: string };

const post = <T>(api: Api, url: string, data: object = {}) => api.request<T>({ method: 'POST', url, data });

export const fetchCards = (api: Api, name: string): Promise<Envelope<CardSummary[]>> => post(api, CARD_PATHS.list, name ? { name } : {});
export const fetchTempCardId = (api: Api): Promise<Envelope<{ id: number }>> => post(api, CARD_PATHS.getTempId);
/** the whole card at once (settings, columns, associations): what a refused write may have left stale */
export const fetchCardDetail = (api: Api, id: number): Promise<Envelope<CardDetail>> => post(api, CARD_PATHS.cardConfigDetail, { id });
/** the card's own settings (no columns, no associations): opening a card by id, and after a settings or status write */
export const fetchCardById = (api: Api, id: number): Promise<Envelope<CardRow>> => post(api, CARD_PATHS.getCardDetailById, { id });
export const saveCardConfig = (api: Api, body: SaveCardBody): Promise<Envelope<{ id: number }>> => post(api, CARD_PATHS.saveCardConfig, body);
export const updateCardStatus = (api: Api, id: number, status: CardStatus): Promise<Envelope<{ id: number }>> =>
  post(api, CARD_PATHS.updateCardStatus, { id, status });
export const removeCards = (api: Api, ids: number[]): Promise<Envelope<{ removed: number }>> => post(api, CARD_PATHS.delCardConfig, { ids });
/** the cards this card leads on to, in order (the association picker's stored selection) */
export const fetchAssociatedCards = (api: Api, id: number): Promise<Envelope<CardSummary[]>> => post(api, CARD_PATHS.queryServiceCardConfigDetail, { id });
/** the cards that lead on to this one */
export const fetchLeadingCards = (api: Api, id: number): Promise<Envelope<CardSummary[]>> => post(api, CARD_PATHS.getAssociationCardConfig, { id });
export const fetchAssociationCandidates = (api: Api, id: number): Promise<Envelope<CardSummary[]>> => post(api, CARD_PATHS.getAssociationCard, { id });
export const submitAssociations = (api: Api, id: number, associatedIds: number[]): Promise<Envelope<{ id: number }>> =>
  post(api, CARD_PATHS.associationSubmit, { id, associatedIds });
export const fetchCardPreview = (api: Api, id: number): Promise<Envelope<CardPreview>> => post(api, CARD_PATHS.preview, { id });

/** the card's columns in their order (the columns table) */
export const fetchColumns = (api: Api, cardId: number): Promise<Envelope<CardColumn[]>> => post(api, CARD_PATHS.columnList, { cardId });
/** one column as stored (its ties dialog) */
export const fetchColumn = (api: Api, id: number): Promise<Envelope<CardColumn>> => post(api, CARD_PATHS.columnDetail, { id });
export const submitColumn = (api: Api, body: ColumnSubmitBody): Promise<Envelope<{ id: number }>> => post(api, CARD_PATHS.columnSubmit, body);
export const removeColumns = (api: Api, ids: number[]): Promise<Envelope<{ removed: number }>> => post(api, CARD_PATHS.columnRemove, { ids });
export const saveHandleRule = (api: Api, id: number, handleRule: HandleRule, ruleArg: string | null): Promise<Envelope<{ id: number }>> =>
  post(api, CARD_PATHS.saveHandleRule, { id, handleRule, ruleArg });
export const adjustColumnOrder = (api: Api, cardId: number, ids: number[]): Promise<Envelope<{ id: number }>> =>
  post(api, CARD_PATHS.adjustOrder, { cardId, ids });
export const fetchColumnOptions = (api: Api, cardId: number): Promise<Envelope<ColumnOption[]>> => post(api, CARD_PATHS.getCardColumnDropDown, { cardId });
export const checkCardConfig = (api: Api, cardId: number): Promise<Envelope<ConfigCheck>> => post(api, CARD_PATHS.checkConfig, { cardId });
export const fetchDataSources = (api: Api): Promise<Envelope<Named[]>> => post(api, CARD_PATHS.getDataSourceList);
export const fetchSourceApis = (api: Api, dataSource: string): Promise<Envelope<ApiSummary[]>> => post(api, CARD_PATHS.getApiList, { dataSource });
/** the API's description (its parameters come through the two ByDataSource calls) */
export const fetchApiDetail = (api: Api, dataSource: string, apiKey: string): Promise<Envelope<SourceApi>> =>
  post(api, CARD_PATHS.getApiDetail, { dataSource, apiKey });
export const fetchRequestParams = (api: Api, dataSource: string, apiKey: string): Promise<Envelope<RequestParam[]>> =>
  post(api, CARD_PATHS.getRequestParamByDataSource, { dataSource, apiKey });
export const fetchReturnParams = (api: Api, dataSource: string, apiKey: string): Promise<Envelope<ReturnParam[]>> =>
  post(api, CARD_PATHS.getReturnParamByDataSource, { dataSource, apiKey });

// a column's ties: the option lists (document 002 §7 cardcolumnconfig/*, src/shared/serviceCards/columnLinks.ts)
export const fetchRoleClasses = (api: Api): Promise<Envelope<RoleClassGroup[]>> => post(api, CARD_PATHS.getRoleListClass);
export const fetchFlowTypes = (api: Api): Promise<Envelope<FlowTypeOption[]>> => post(api, CARD_PATHS.getFlowType);
export const fetchBusTypes = (api: Api): Promise<Envelope<BusTypeOption[]>> => post(api, CARD_PATHS.getBusTypeName);
export const fetchParamTypes = (api: Api): Promise<Envelope<ParamTypeOption[]>> => post(api, CARD_PATHS.getParamTypeList);
export const fetchServiceOptions = (api: Api): Promise<Envelope<ServiceOption[]>> => post(api, CARD_PATHS.getServiceList);
/** the remote select's search: page 1 of 40 (document 002 §9) */
export const fetchTeachers = (api: Api, name: string, pageIndex: number, pageSize: number): Promise<Envelope<{ data: TeacherOption[]; total: number }>> =>
  post(api, CARD_PATHS.teacherDropList, { ...(name ? { name } : {}), pageIndex, pageSize });

export type { CardColumn, Named, ApiSummary };
