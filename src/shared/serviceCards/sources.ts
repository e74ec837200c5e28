// The data sources a service card reads (document 002 §7 cardcolumnconfig/getDataSourceList,
// getApiList, getApiDetail, getRequestParamByDataSource, getReturnParamByDataSource): each source
// is a part of the school's own data, each API one read of it with the request parameters a card
// sets and the return parameters its columns show. The server answers each API from the demo
// tables (src/server/serviceCards/sourceReads.ts); nothing is fetched from outside.
export type ParamType = 'text' | 'number' | 'datetime';

export interface RequestParam {
  key: string;
  /** i18n key */
  label: string;
  type: 'text' | 'number';
  required: boolean;
  default: string | number | null;
  min?: number;
  max?: number;
  maxLength?: number;
}

export interface ReturnParam {
  key: string;
  /** i18n key */
  label: string;
  type: ParamType;
}

export interface SourceApi {
  key: string;
  /** i18n key */
  label: string;
  /** i18n key of what it answers */
  description: string;
  requestParams: RequestParam[];
  returnParams: ReturnParam[];
}

export interface DataSource {
  key: string;
  /** i18n key */
  label: string;
  apis: SourceApi[];
}

const LIMIT: RequestParam = { key: 'limit', label: 'serviceCards.param.limit', type: 'number', required: true, default: 5, min: 1, max: 20 };

export const DATA_SOURCES: DataSource[] = [
  {
    key: 'services',
    label: 'serviceCards.source.services',
    apis: [
      {
        key: 'shelvedServices',
        label: 'serviceCards.api.shelvedServices',
        description: 'serviceCards.api.shelvedServices.description',
        requestParams: [{ key: 'nameContains', label: 'serviceCards.param.nameContains', type: 'text', required: false, default: null, maxLength: 30 }, LIMIT],
        returnParams: [
          { key: 'name', label: 'serviceCards.return.serviceName', type: 'text' },
          { key: 'typeName', label: 'serviceCards.return.typeName', type: 'text' },
          { key: 'url', label: 'serviceCards.return.url', type: 'text' },
          { key: 'shelfStatus', label: 'serviceCards.return.shelfStatus', type: 'text' },
          { key: 'sort', label: 'serviceCards.return.sort', type: 'number' },
          { key: 'updatedAt', label: 'serviceCards.return.updatedAt', type: 'datetime' },
        ],
      },
    ],
  },
  {
    key: 'news',
    label: 'serviceCards.source.news',
    apis: [
      {
        key: 'latestNews',
        label: 'serviceCards.api.latestNews',
        description: 'serviceCards.api.latestNews.description',
        requestParams: [{ key: 'channel', label: 'serviceCards.param.channel', type: 'text', required: false, default: null, maxLength: 40 }, LIMIT],
        returnParams: [
          { key: 'title', label: 'serviceCards.return.title', type: 'text' },
          { key: 'summary', label: 'serviceCards.return.summary', type: 'text' },
          { key: 'channel', label: 'serviceCards.return.channel', type: 'text' },
          { key: 'publishedAt', label: 'serviceCards.return.publishedAt', type: 'datetime' },
          { key: 'url', label: 'serviceCards.return.url', type: 'text' },
        ],
      },
    ],
  },
  {
    key: 'people',
    label: 'serviceCards.source.people',
    apis: [
      {
        key: 'peopleByIdentity',
        label: 'serviceCards.api.peopleByIdentity',
        description: 'serviceCards.api.peopleByIdentity.description',
        requestParams: [LIMIT],
        returnParams: [
          { key: 'identity', label: 'serviceCards.return.identity', type: 'text' },
          { key: 'people', label: 'serviceCards.return.people', type: 'number' },
        ],
      },
      {
        key: 'newestPeople',
        label: 'serviceCards.api.newestPeople',
        description: 'serviceCards.api.newestPeople.description',
        requestParams: [{ key: 'identity', label: 'serviceCards.param.identity', type: 'text', required: false, default: null, maxLength: 20 }, LIMIT],
        returnParams: [
          { key: 'name', label: 'serviceCards.return.personName', type: 'text' },
          { key: 'identity', label: 'serviceCards.return.identity', type: 'text' },
          { key: 'phone', label: 'serviceCards.return.phone', type: 'text' },
          { key: 'createdAt', label: 'serviceCards.return.createdAt', type: 'datetime' },
        ],
      },
    ],
  },
];

export const sourceOf = (key: string | null | undefined): DataSource | undefined => DATA_SOURCES.find((s) => s.key === key);
export const apiOf = (sourceKey: string | null | undefined, apiKey: string | null | undefined): SourceApi | undefined =>
  sourceOf(sourceKey)?.apis.find((a) => a.key === apiKey);
