// Schema pieces every route uses. Bodies are the unwrapped JSON; unknown body fields are
// dropped (fastify's ajv runs with removeAdditional), and every GET accepts the _t, account and
// name that the console adds to each call (document 002 §7).
export const TENANT_ID = { type: ['string', 'integer'], maxLength: 32 } as const;

type Props = Record<string, object>;

export function bodySchema(properties: Props = {}, required: string[] = []) {
  return {
    type: 'object',
    properties: { tenantId: TENANT_ID, ...properties },
    required,
    additionalProperties: false,
  } as const;
}

export function getQuerySchema(properties: Props = {}, required: string[] = []) {
  return {
    type: 'object',
    properties: {
      _t: { type: ['integer', 'string'] },
      account: { type: 'string' },
      name: { type: 'string' },
      tenantId: TENANT_ID,
      ...properties,
    },
    required,
  } as const;
}

export const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
