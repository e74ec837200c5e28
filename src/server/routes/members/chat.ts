// Chat classes (ours, in the manner of the matrix calls): the list, members, the candidate
// lists of students, teachers, other users and classes not yet in a chat class, and the add.
import type { FastifyInstance } from 'fastify';
import { ChatAddBody, ChatCandidateBody, ChatClassListBody, ChatMemberListBody, ChatMemberRemoveBody, MEMBER_PATHS } from '../../../shared/members/api';
import type { MemberKind } from '../../../shared/members/constants';
import { addMembers } from '../../members/addMembers';
import { listCandidates, readCandidateFilters } from '../../members/candidates';
import { listMembers, removeMembers } from '../../members/memberList';
import { listChatClasses } from '../../members/targetLists';
import { checkKind, ownTarget, TARGETS } from '../../members/targets';
import { authOf } from '../../types';
import { addMessage } from './addMessage';
import { memberActor, removalOf } from './removal';
import { recordedInside } from '../../audit/routeAudit';
import { answer, pagingOf, textOf } from './answer';
import { chatAddSchema, chatCandidateSchema, chatClassListSchema, chatMemberListSchema, chatMemberRemoveSchema } from './schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';

const CHAT = TARGETS.CHAT_CLASS;

const CANDIDATE_LISTS: [string, MemberKind][] = [
  [MEMBER_PATHS.chatNotinStudentList, 'STUDENT'],
  [MEMBER_PATHS.chatNotinTeacherList, 'TEACHER'],
  [MEMBER_PATHS.chatNotinOtherUserList, 'OTHER'],
  [MEMBER_PATHS.chatNotinClassList, 'CLASS'],
];

export default async function chatRoutes(app: FastifyInstance) {
  app.post<{ Body: ChatClassListBody }>(
    MEMBER_PATHS.chatClassList,
    { schema: { body: chatClassListSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) =>
      answer(() => {
        const { index, size } = pagingOf(request.body);
        return listChatClasses(app.db, authOf(request).tenantId, textOf(request.body.name), index, size);
      }),
  );

  app.post<{ Body: ChatMemberListBody }>(
    MEMBER_PATHS.chatMemberList,
    { schema: { body: chatMemberListSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) =>
      answer(async () => {
        const tenantId = authOf(request).tenantId;
        const b = request.body;
        const target = await ownTarget(app.db, tenantId, CHAT, b.chatClassId);
        const { index, size } = pagingOf(b);
        return listMembers(app.db, tenantId, target, { kind: b.kind || undefined, name: textOf(b.name) }, index, size);
      }),
  );

  app.post<{ Body: ChatMemberRemoveBody }>(
    MEMBER_PATHS.chatMemberRemove,
    { config: recordedInside, schema: { body: chatMemberRemoveSchema, response: envelopeResponse() } },
    (request) =>
      answer(
        async () => {
          const target = await ownTarget(app.db, authOf(request).tenantId, CHAT, request.body.chatClassId);
          return { removed: await removeMembers(app.db, removalOf(request, target, request.body)) };
        },
        (r) => request.t('members.removed', r),
      ),
  );

  for (const [path, kind] of CANDIDATE_LISTS) {
    app.post<{ Body: ChatCandidateBody }>(path, { schema: { body: chatCandidateSchema, response: envelopeResponse(PAGE_RESULT) } }, (request) =>
      answer(async () => {
        const tenantId = authOf(request).tenantId;
        const b = request.body;
        const target = await ownTarget(app.db, tenantId, CHAT, b.chatClassId);
        const { index, size } = pagingOf(b);
        return listCandidates(app.db, tenantId, target, kind, readCandidateFilters(kind, b as unknown as Record<string, unknown>), index, size);
      }),
    );
  }

  app.post<{ Body: ChatAddBody }>(MEMBER_PATHS.chatAdd, { config: recordedInside, schema: { body: chatAddSchema, response: envelopeResponse() } }, (request) =>
    answer(async () => {
      const tenantId = authOf(request).tenantId;
      const b = request.body;
      checkKind(CHAT, b.kind);
      const target = await ownTarget(app.db, tenantId, CHAT, b.chatClassId);
      return addMembers(app.db, {
        tenantId,
        actor: memberActor(request),
        target,
        kind: b.kind,
        isAll: b.isAll,
        ids: b.ids,
        filters: b.isAll ? readCandidateFilters(b.kind, (b.query ?? {}) as Record<string, unknown>) : {},
      });
    }, addMessage(request)),
  );
}
