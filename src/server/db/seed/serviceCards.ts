// Demo service cards of one tenant (/cardsConfigNew): the newest campus news and the people per
// identity, enabled, and a draft of shelved services, each reading the tenant's own demo data;
// the news card leads on to the people card.
import { sql } from 'kysely';
import type { CardStatus, RequestValues } from '../../../shared/serviceCards/api';
import type { HandleRule } from '../../../shared/serviceCards/handleRules';
import type { Tx } from '../transaction';

interface DemoCard {
  name: string;
  status: CardStatus;
  dataSource: string;
  apiKey: string;
  requestParams: RequestValues;
  remark: string | null;
  columns: [label: string, fieldKey: string, rule: HandleRule, arg: string | null][];
}

const DEMO_CARDS: DemoCard[] = [
  {
    name: '校园要闻',
    status: 'enabled',
    dataSource: 'news',
    apiKey: 'latestNews',
    requestParams: { channel: null, limit: 4 },
    remark: '首页新闻卡片',
    columns: [
      ['标题', 'title', 'truncate', '16'],
      ['发布日期', 'publishedAt', 'dateFormat', 'monthDay'],
    ],
  },
  {
    name: '各身份人数',
    status: 'enabled',
    dataSource: 'people',
    apiKey: 'peopleByIdentity',
    requestParams: { limit: 5 },
    remark: null,
    columns: [
      ['身份', 'identity', 'dictionary', 'person_identity'],
      ['人数', 'people', 'none', null],
    ],
  },
  {
    name: '常用服务',
    status: 'draft',
    dataSource: 'services',
    apiKey: 'shelvedServices',
    requestParams: { nameContains: null, limit: 6 },
    remark: '待补充服务类型列',
    columns: [['服务名称', 'name', 'none', null]],
  },
];

export async function seedServiceCards(tx: Tx, tenantId: string): Promise<void> {
  const ids: number[] = [];
  for (const card of DEMO_CARDS) {
    const { rows } = await sql<{ id: number }>`insert into service_cards (tenant_id, name, status, data_source, api_key, request_params, remark)
      values (${tenantId}, ${card.name}, ${card.status}, ${card.dataSource}, ${card.apiKey}, ${JSON.stringify(card.requestParams)}::jsonb, ${card.remark})
      returning id`.execute(tx);
    ids.push(rows[0].id);
    for (const [i, [label, fieldKey, rule, arg]] of card.columns.entries()) {
      await sql`insert into service_card_columns (tenant_id, card_id, label, field_key, handle_rule, rule_arg, sort)
        values (${tenantId}, ${rows[0].id}, ${label}, ${fieldKey}, ${rule}, ${arg}, ${i + 1})`.execute(tx);
    }
  }
  await sql`insert into service_card_associations (tenant_id, card_id, associated_id, sort) values (${tenantId}, ${ids[0]}, ${ids[1]}, 1)`.execute(tx);
}
