// Body schemas of the moderation calls (src/shared/alumni/posts.ts ALUMNI_POST_PATHS). The block
// reason is left optional here so a block without one is answered with its own message
// ('please select block reason') naming the field, not as a malformed body.
import { MP_ACCOUNT_NAME_MAX } from '../../../shared/alumni/publicAccounts';
import { BLOCK_NOTE_MAX, POST_CHANNELS, POST_STATUS_FILTERS, POST_WORDS_SEARCH_MAX } from '../../../shared/alumni/posts';
import { bodySchema, ID, PAGING } from '../../schemas/request';

const CHANNEL = { type: 'string', enum: [...POST_CHANNELS] } as const;
const DAY = { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' } as const;
const search = { type: ['string', 'null'], maxLength: POST_WORDS_SEARCH_MAX } as const;
/** one public account's posts (its name, im/mp/mpInfoList) */
const MP_ACCOUNT = { type: ['string', 'null'], maxLength: MP_ACCOUNT_NAME_MAX } as const;

export const postListSchema = bodySchema(
  {
    channel: CHANNEL,
    ...PAGING,
    beginDate: DAY,
    endDate: DAY,
    campusName: search,
    author: search,
    authorId: { oneOf: [ID, { type: 'null' }] },
    words: search,
    status: { type: 'string', enum: [...POST_STATUS_FILTERS] },
    mpAccount: MP_ACCOUNT,
  },
  ['channel'],
);
export const channelPageSchema = bodySchema({ channel: CHANNEL, ...PAGING, mpAccount: MP_ACCOUNT }, ['channel']);
export const postIdSchema = bodySchema({ id: ID }, ['id']);
export const blockSchema = bodySchema({ id: ID, reasonId: { oneOf: [ID, { type: 'null' }] }, note: { type: ['string', 'null'], maxLength: BLOCK_NOTE_MAX } }, [
  'id',
]);
export const decideSchema = bodySchema(
  {
    postId: ID,
    decision: { type: 'string', enum: ['BLOCK', 'DISMISS'] },
    reasonId: { oneOf: [ID, { type: 'null' }] },
    note: { type: ['string', 'null'], maxLength: BLOCK_NOTE_MAX },
  },
  ['postId', 'decision'],
);
